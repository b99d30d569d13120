// A measurement player for the headroom table's direction (e), docs/notes: pimc, except that its
// leads and its decision whether to close (phase one, the talon open) are chosen by honest
// play-outs, as the regret map values them. `playout:K` is no level: it takes K worlds and up to
// 3 of pimc's best actions plus the close per decision, some 0.5 to 2 s of CPU where a level may
// take 250 ms, and it is made from its name by make_measurement_player like noisy:P:NAME.
//
// It sees only its seat: the worlds are drawn from the view's information (ai::sample_world), the
// play-outs' players in both seats decide from their own views of each world.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/ai/worker_pool.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/lab/playout.hpp"

namespace schnapsen::lab {

inline constexpr std::string_view kPlayoutPrefix = "playout:";

struct PlayoutChoice {
  int worlds = 32;         // worlds per decision taken over, the same for every action
  int top = 3;             // pimc's best actions played out (pimc's choice among them)
  int playout_worlds = 8;  // the play-outs' pimc (both seats), as in the regret map
  // The play-outs' player in both seats: "pimc" (on playout_worlds worlds, as the regret map
  // plays them), "distilled" (pimc's policy model, distilled_player.hpp) or a rule level's name
  // (e.g. "expert"), far cheaper.
  std::string continuation = "pimc";
  // The play-outs end at a close with the solver's exact value of the world, as they do at the
  // talon's end (the closed talon's search in both seats costs more than it changes).
  bool exact_at_close = false;

  // The gate: a decision is taken over only from trick `from_trick` on (0: the first lead too)
  // and only where pimc's best two candidates' estimates lie within `margin` game points.
  int from_trick = 0;
  double margin = 1e9;
  // Racing: the worlds are played in batches of `batch`; after each, a candidate whose paired
  // mean (the same worlds, the same continuation) trails the leader's by more than `race_z`
  // standard errors is dropped. 0: every candidate on every world.
  double race_z = 0;
  int batch = 8;
};

// Reads "playout:K" (K worlds, 2 to 256), with options after colons: "close" (exact_at_close),
// "race" (race_z 1.5, batches of 8), "fromT" (from_trick T, 0 to 4) and "distilled" (the
// continuation), e.g. "playout:32:close:race:from1"; the error says what is wrong.
Expected<PlayoutChoice, std::string> parse_playout_spec(std::string_view spec);

class PlayoutPlayer : public ai::Player {
 public:
  // On `threads` threads (1 to ai::kMaxDecisionThreads): each has a Playout of its own, the
  // play-outs of a decision are shared out by (action, world) and summed in that order, so the
  // choices are the same for any number.
  PlayoutPlayer(std::string name, PlayoutChoice settings, std::uint64_t seed, int threads = 1);
  std::string name() const override { return name_; }
  // pimc's choice, unless the decision is taken over (a lead or the close decision with at least
  // two candidate actions, no claim): then the candidate with the best mean play-out over the
  // same worlds, pimc's choice on ties.
  Action choose(const SeatView& view, const ai::MatchInfo& match) override;

  // The play-outs run so far (for the cost per decision).
  std::uint64_t playouts() const { return playouts_; }

 private:
  // Whether the decision is taken over: takes_over and the gate.
  bool gated(const SeatView& view, const std::vector<Action>& candidates) const;
  // Plays out the candidates `alive` in worlds [begin, end), appending to results[candidate].
  void play_out(const SeatView& view, const std::vector<Action>& actions,
                const std::vector<std::size_t>& alive, const std::vector<ai::World>& worlds,
                std::size_t begin, std::size_t end, std::vector<std::vector<int>>& results);

  std::string name_;
  PlayoutChoice settings_;
  std::uint64_t seed_;
  ai::SearchPlayer base_;
  ai::WorkerPool pool_;
  std::vector<Playout> playout_;  // one per worker
  std::uint64_t playouts_ = 0;
};

// Whether pimc's decision in `view` is one the player takes over.
bool takes_over(const SeatView& view);

// The actions played out: pimc's choice and its next best by pimc's estimates, `top` in all,
// plus the close when it is legal; every candidate when an estimate is missing.
std::vector<Action> playout_candidates(const SeatView& view, const ai::Evaluation& pimc, int top);

}  // namespace schnapsen::lab
