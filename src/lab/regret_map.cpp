// The regret map (regret_map.hpp): pimc-style players against themselves, every decision's
// actions valued by honest play-outs over the decider's worlds.
#include "schnapsen/lab/regret_map.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <iomanip>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/lab/arena.hpp"
#include "schnapsen/lab/interval.hpp"

namespace schnapsen::lab {
namespace {

std::optional<DecisionKind> parse_kind(std::string_view name) {
  for (int k = 0; k < ai::kDecisionKinds; ++k)
    if (ai::kind_name(static_cast<ai::DecisionKind>(k)) == name)
      return static_cast<ai::DecisionKind>(k);
  return std::nullopt;
}

void value(ValuedDecision& d, const std::vector<ai::World>& worlds, Playout& playout) {
  const HandState real = replay_state(d.record).value();
  d.outcomes.assign(d.actions.size(), {});
  for (std::size_t a = 0; a < d.actions.size(); ++a) {
    for (const ai::World& w : worlds) {
      HandState s = with_world(real, d.seat, w);
      s.apply_legal(d.actions[a]);
      std::vector<SeatAction> history = d.record.actions;
      history.push_back({d.seat, d.actions[a]});
      d.outcomes[a].push_back(playout.play(s, std::move(history), d.seat));
    }
  }
}

// Plays deal `deal` (one hand: the same player in both seats plays both seatings alike) and
// values every `every`-th eligible decision (at `trick` only, if one is set).
std::vector<ValuedDecision> map_deal(const RegretSettings& settings, int deal, ai::Player& player,
                                     Playout& playout) {
  const Deck deck = shuffled_deck(arena_deal_seed(settings.seed, deal));
  Hand hand(settings.rules, deal % 2, deck);
  std::vector<ValuedDecision> out;
  int index = 0;
  const ai::MatchInfo fresh;
  while (!hand.over()) {
    const int seat = hand.state().to_act();
    const SeatView view = hand.view(seat);
    const int trick = hand.state().tricks_played();  // before this decision (0: the first)
    const bool at_trick = settings.trick == 0 || trick + 1 == settings.trick;
    const bool take = eligible(view) && at_trick && index++ % settings.every == 0;
    ValuedDecision d;
    if (take) {
      d.deal = deal;
      d.record = hand.record();
      d.seat = seat;
      d.trick = trick;
      d.kind = kind_of(view);
      d.actions = ai::candidate_actions(view.legal);
    }
    const Action a = player.choose(view, fresh);
    if (take) {
      d.choice = a;
      if (const auto* search = dynamic_cast<const ai::SearchPlayer*>(&player)) {
        for (Action x : d.actions) {
          const ai::ActionEstimate* e = search->last_evaluation().find(x);
          d.estimates.push_back(e ? e->value : std::nan(""));
        }
      }
      const std::uint64_t seed =
          SplitMix64(arena_deal_seed(settings.seed, deal) ^ (0x5EEDull * (index + 1))).next();
      value(d, decision_worlds(view, seed, settings.worlds), playout);
      out.push_back(std::move(d));
    }
    if (auto err = hand.act(seat, a)) throw std::logic_error(err->why);
  }
  return out;
}

Json card_actions(const std::vector<Action>& actions) {
  Json out = Json::array();
  for (Action a : actions) out.push_back(to_string(a));
  return out;
}

}  // namespace

bool ValuedDecision::close_open() const {
  return std::find(actions.begin(), actions.end(), Action::close()) != actions.end();
}

double ValuedDecision::mean(std::size_t action) const {
  const std::vector<int>& o = outcomes[action];
  double sum = 0;
  for (int x : o) sum += x;
  return o.empty() ? 0 : sum / static_cast<double>(o.size());
}

std::size_t ValuedDecision::best() const {
  std::size_t best = 0;
  for (std::size_t a = 1; a < outcomes.size(); ++a)
    if (mean(a) > mean(best)) best = a;
  return best;
}

double ValuedDecision::naive_regret() const {
  const auto c =
      static_cast<std::size_t>(std::find(actions.begin(), actions.end(), choice) - actions.begin());
  return mean(best()) - mean(c);
}

double ValuedDecision::regret() const {
  const auto c =
      static_cast<std::size_t>(std::find(actions.begin(), actions.end(), choice) - actions.begin());
  const std::size_t n = outcomes.front().size();
  std::vector<double> sum(actions.size(), 0.0);
  for (std::size_t a = 0; a < actions.size(); ++a)
    for (int x : outcomes[a]) sum[a] += x;
  // Leave one world out: pick the best on the others (ties go to the choice: no regret without
  // evidence), measure the pick against the choice on the world left out; average.
  double total = 0;
  for (std::size_t w = 0; w < n; ++w) {
    std::size_t pick = c;
    for (std::size_t a = 0; a < actions.size(); ++a)
      if (sum[a] - outcomes[a][w] > sum[pick] - outcomes[pick][w]) pick = a;
    total += outcomes[pick][w] - outcomes[c][w];
  }
  return total / static_cast<double>(n);
}

ai::SearchSettings default_playout() { return ai::continuation_search(16); }

Expected<int, std::string> map_regret(const RegretSettings& settings,
                                      const std::function<void(const ValuedDecision&)>& sink) {
  if (!ai::find_level(settings.player) ||
      ai::find_level(settings.player)->kind != ai::LevelKind::Search)
    return unexpected("the regret map needs a search level, not '" + settings.player + "'");
  std::mutex mutex;
  std::condition_variable cv;
  std::map<int, std::vector<ValuedDecision>> done;
  std::atomic<int> next{settings.first_deal};
  const int end = settings.first_deal + settings.deals;
  std::string failure;
  const auto work = [&] {
    ai::SearchPlayer player(settings.player, ai::settings_by_work(settings.player));
    Playout playout(settings.playout);
    for (int deal = next++; deal < end; deal = next++) {
      std::vector<ValuedDecision> out;
      try {
        out = map_deal(settings, deal, player, playout);
      } catch (const std::exception& e) {
        std::lock_guard lock(mutex);
        failure = e.what();
      }
      std::lock_guard lock(mutex);
      done.emplace(deal, std::move(out));
      cv.notify_all();
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::max(1, settings.threads); ++t) threads.emplace_back(work);
  int count = 0;
  for (int deal = settings.first_deal; deal < end; ++deal) {
    std::unique_lock lock(mutex);
    cv.wait(lock, [&] { return done.contains(deal); });
    std::vector<ValuedDecision> out = std::move(done[deal]);
    done.erase(deal);
    lock.unlock();
    for (const ValuedDecision& d : out) {
      sink(d);
      ++count;
    }
  }
  for (std::thread& t : threads) t.join();
  if (!failure.empty()) return unexpected(failure);
  return count;
}

Json to_json(const ValuedDecision& d) {
  Json o = Json::object();
  o["deal"] = d.deal;
  o["rules"] = rules_name(d.record.rules);
  o["seat"] = d.seat;
  o["trick"] = d.trick;
  o["kind"] = std::string(kind_name(d.kind));
  o["record"] = print_record(d.record);
  o["actions"] = card_actions(d.actions);
  o["choice"] = to_string(d.choice);
  Json est = Json::array();
  for (double e : d.estimates) est.push_back(std::isnan(e) ? Json() : Json(e));
  o["estimates"] = std::move(est);
  o["outcomes"] = d.outcomes;
  return o;
}

Expected<ValuedDecision, std::string> decision_from_json(const Json& j) {
  try {
    ValuedDecision d;
    d.deal = j.at("deal").get<int>();
    d.seat = j.at("seat").get<int>();
    d.trick = j.at("trick").get<int>();
    const auto kind = parse_kind(j.at("kind").get<std::string>());
    if (!kind) return unexpected(std::string("unknown kind"));
    d.kind = *kind;
    auto record = parse_record(j.at("record").get<std::string>());
    if (!record) return unexpected(record.error().describe());
    d.record = std::move(*record);
    for (const Json& a : j.at("actions")) {
      const auto action = parse_action(a.get<std::string>());
      if (!action) return unexpected("bad action " + a.get<std::string>());
      d.actions.push_back(*action);
    }
    const auto choice = parse_action(j.at("choice").get<std::string>());
    if (!choice) return unexpected(std::string("bad choice"));
    d.choice = *choice;
    for (const Json& e : j.at("estimates"))
      d.estimates.push_back(e.is_null() ? std::nan("") : e.get<double>());
    d.outcomes = j.at("outcomes").get<std::vector<std::vector<int>>>();
    if (d.outcomes.size() != d.actions.size() || d.outcomes.empty() || d.outcomes[0].size() < 2)
      return unexpected(std::string("outcomes do not match the actions"));
    return d;
  } catch (const Json::exception& e) {
    return unexpected(std::string(e.what()));
  }
}

MeanCi mean_ci95(const std::vector<double>& xs) {
  MeanCi r;
  r.n = static_cast<int>(xs.size());
  if (xs.empty()) return r;
  double sum = 0, sq = 0;
  for (double x : xs) sum += x, sq += x * x;
  r.mean = sum / r.n;
  r.ci95 = ci95_half_width(r.n, sum, sq);
  return r;
}

std::string regret_report(const std::vector<ValuedDecision>& decisions, int hands) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(3);
  const auto row = [&](const std::string& label, const std::vector<const ValuedDecision*>& ds) {
    std::vector<double> regret, naive;
    int differs = 0;
    for (const ValuedDecision* d : ds) {
      regret.push_back(d->regret());
      naive.push_back(d->naive_regret());
      if (d->actions[d->best()] != d->choice) ++differs;
    }
    const MeanCi r = mean_ci95(regret);
    const MeanCi nv = mean_ci95(naive);
    double total = 0;
    for (double x : regret) total += x;
    out << "| " << label << " | " << r.n << " | " << r.mean << " ± " << r.ci95 << " | " << nv.mean
        << " | " << (r.n ? 100.0 * differs / r.n : 0.0) << "% | "
        << (hands > 0 ? total / hands : 0.0) << " |\n";
  };
  out << "| decisions | n | regret (left-out world) | naive regret | choice not best | "
         "per seat and hand |\n|---|---|---|---|---|---|\n";
  std::vector<const ValuedDecision*> all;
  for (const ValuedDecision& d : decisions) all.push_back(&d);
  for (int k = 0; k < kDecisionKinds; ++k) {
    std::vector<const ValuedDecision*> ds;
    for (const ValuedDecision& d : decisions)
      if (static_cast<int>(d.kind) == k) ds.push_back(&d);
    if (!ds.empty()) row(std::string(kind_name(static_cast<DecisionKind>(k))), ds);
  }
  std::vector<const ValuedDecision*> closed, not_closed, best_close;
  for (const ValuedDecision& d : decisions) {
    if (!d.close_open()) continue;
    (d.closed() ? closed : not_closed).push_back(&d);
    if (d.actions[d.best()] == Action::close()) best_close.push_back(&d);
  }
  if (!closed.empty()) row("close open: closed", closed);
  if (!not_closed.empty()) row("close open: did not close", not_closed);
  if (!best_close.empty()) row("close open: play-outs' best is close", best_close);
  for (int t = 0; t < kPhaseOneTricks; ++t) {
    std::vector<const ValuedDecision*> ds;
    for (const ValuedDecision& d : decisions)
      if (d.trick == t) ds.push_back(&d);
    if (!ds.empty()) row("trick " + std::to_string(t + 1), ds);
  }
  row("all", all);
  return out.str();
}

}  // namespace schnapsen::lab
