// The guest's side of the checked deal (fair_deal.hpp): it answers each of the host's
// commitments with a random share of its own, keeps what it is shown of the hand, and checks the
// hand when the host reveals its share (deal_check.hpp). A host that deals a hand it did not
// commit to, commits to a hand twice, reveals a share that is not the committed one, or goes on
// without revealing, is caught here, as is any card it showed that is not the deal's.
//
// The commitments answered and the guest's shares are kept in a file of the guest's state
// directory (when it has one; the newest 16): every dropped connection ends the guest's program,
// and the one that joins again must hold the host to what the last one answered.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "schnapsen/net/deal_check.hpp"
#include "schnapsen/net/fair_deal.hpp"
#include "schnapsen/net/wire.hpp"

namespace schnapsen::net {

class GuestDeal {
 public:
  // `kept`: the file of answered commitments (nullopt: kept in memory only).
  explicit GuestDeal(std::optional<std::filesystem::path> kept);
  // The shares answered from now on from `shares` (random_share by default).
  void use_shares(ShareSource shares) { shares_ = std::move(shares); }

  // What a message from the host asks of the guest's check, taken before the table sees it.
  struct Step {
    std::optional<std::string> answer;    // a line for the host ("share HEX")
    std::optional<std::string> mismatch;  // the deal does not check out (translated): the end
    std::optional<std::string> notice;    // a line for the table's log (translated)
  };
  Step take(const HostMessage& msg);

  // The hands checked so far (each revealed share that checked out).
  int hands_checked() const { return checked_; }

 private:
  struct Answered {  // a commitment the guest answered, and its share
    std::string match_id;
    int hand_index = 0;
    Commitment commitment{};
    DealShare share{};
  };
  struct Hand {  // the hand committed to last
    Answered deal;
    bool started = false;  // its HandStarted came
    bool over = false;     // its HandOver came: the reveal is owed
    HandWitness seen;
  };
  Step on_deal(const DealMessage& d);
  Step on_event(const game::GameEvent& e);
  Step on_hand_so_far(const game::HandSoFar& h);
  Step on_reveal(const RevealMessage& r);
  void saw(const SeatView& view, bool landing);
  // The share answered for this match's hand `hand_index`, if any; keep() adds one (and writes
  // the file: an error when it could not).
  const Answered* answered(int hand_index) const;
  std::optional<std::string> keep(const Answered& a);
  bool reveal_owed() const { return hand_ && hand_->over; }
  Step owed_reveal() const;  // a mismatch when a reveal is owed, else nothing

  std::optional<std::filesystem::path> file_;
  ShareSource shares_ = random_share;
  std::vector<Answered> answered_;
  std::string match_id_;
  int seat_ = 1;
  std::optional<Hand> hand_;
  int checked_ = 0;
};

}  // namespace schnapsen::net
