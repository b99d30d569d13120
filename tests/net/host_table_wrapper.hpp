// A host's table wrapped by a test: every call goes on to the HostTable; a test overrides the one
// it changes (a cheating host's deal, a fixed match id). With fixed shares on both sides and a
// fixed match id, a match over the wire is dealt the same at every run.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "schnapsen/net/fair_deal.hpp"
#include "schnapsen/net/host_table.hpp"

namespace schnapsen::net {

class HostTableWrapper : public game::SessionFrontEnd {
 public:
  explicit HostTableWrapper(HostTable& host) : host_(host) {}
  game::ResumeChoice offer_resume(const game::SavedMatch& s, const std::string& d) override {
    return host_.offer_resume(s, d);
  }
  game::OpponentChoice opponent_failed(const game::SavedMatch& s, const std::string& w) override {
    return host_.opponent_failed(s, w);
  }
  void begin_match(const game::MatchSetup& setup) override { host_.begin_match(setup); }
  game::HumanSeat& human(int seat) override { return host_.human(seat); }
  std::unique_ptr<ai::Player> watch(int seat, ai::Player& inner) override {
    return host_.watch(seat, inner);
  }
  void show_hand_so_far(const game::HandSoFar& hand) override { host_.show_hand_so_far(hand); }
  void on_event(const game::GameEvent& e) override { host_.on_event(e); }
  void set_save_status(const game::SaveStatus& s) override { host_.set_save_status(s); }
  bool play_again(const game::MatchSummary& s) override { return host_.play_again(s); }
  std::optional<Deck> deal(int hand_index) override { return host_.deal(hand_index); }
  std::string deal_proof() const override { return host_.deal_proof(); }
  void end_match() override { host_.end_match(); }
  std::function<bool()> stop_check() override { return host_.stop_check(); }

 protected:
  HostTable& host_;
};

// The host's table with the match id fixed (the deal is made from it).
class FixedMatchId : public HostTableWrapper {
 public:
  FixedMatchId(HostTable& host, std::string id) : HostTableWrapper(host), id_(std::move(id)) {}
  void begin_match(const game::MatchSetup& setup) override {
    game::MatchSetup fixed = setup;
    fixed.match_id = id_;
    host_.begin_match(fixed);
  }

 private:
  std::string id_;
};

// Fixed bytes for a side's shares, counting up from `first`.
inline ShareSource fixed_shares(std::uint8_t first) {
  return [next = first]() mutable {
    DealShare share{};
    for (std::uint8_t& b : share) b = next++;
    return share;
  };
}

}  // namespace schnapsen::net
