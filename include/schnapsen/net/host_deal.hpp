// The host's side of the checked deal (fair_deal.hpp): a secret for the match from which each
// hand's share comes (host_share), the guest's share of the hand last dealt, and the messages and
// the save's proof made of them. A resumed host takes both back from its save, so it commits to
// the same share for a hand it had committed to before it stopped, and can reveal the share of
// the hand in play when that hand ends.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "schnapsen/net/fair_deal.hpp"
#include "schnapsen/net/wire.hpp"

namespace schnapsen::net {

class HostDeal {
 public:
  // The secret of the next match from `shares` (random_share by default).
  void use_shares(ShareSource shares) { shares_ = std::move(shares); }
  // A new match: a fresh secret from RAND_bytes.
  void begin(const std::string& match_id);
  // A resumed match whose hand `hand_index` is in the save with `proof` (SavedMatch::deal_proof);
  // false when the proof is not one for that hand (a save of an earlier version).
  bool resume(const std::string& match_id, int hand_index, const std::string& proof);

  // The commitment to the host's share of hand `hand_index`, asking the guest for its share.
  DealMessage ask(int hand_index) const;
  // The guest's share of hand `hand_index` came: the hand's deck.
  Deck dealt(int hand_index, const DealShare& guest);
  // The hand last dealt: its commitment with the guest's share (for a guest that joins it), and
  // the host's share to reveal at its end; nullopt before the first deal.
  std::optional<DealMessage> told() const;
  std::optional<RevealMessage> reveal() const;
  // "SECRET HAND GUEST" in hex and decimal: what the save keeps.
  std::string proof() const;

 private:
  ShareSource shares_ = random_share;
  std::string match_id_;
  DealShare secret_{};
  std::optional<std::pair<int, DealShare>> dealt_;  // the hand last dealt and the guest's share
};

}  // namespace schnapsen::net
