// The host's side of the checked deal (host_deal.hpp).
#include "schnapsen/net/host_deal.hpp"

#include <sstream>

namespace schnapsen::net {

void HostDeal::begin(const std::string& match_id) {
  match_id_ = match_id;
  secret_ = shares_();
  dealt_.reset();
}

bool HostDeal::resume(const std::string& match_id, int hand_index, const std::string& proof) {
  std::istringstream words(proof);
  std::string secret, hand, guest, more;
  if (!(words >> secret >> hand >> guest) || (words >> more) || hand != std::to_string(hand_index))
    return false;
  const auto s = share_of_hex(secret);
  const auto g = share_of_hex(guest);
  if (!s || !g) return false;
  match_id_ = match_id;
  secret_ = *s;
  dealt_.emplace(hand_index, *g);
  return true;
}

DealMessage HostDeal::ask(int hand_index) const {
  return {hand_index, commit_to(match_id_, hand_index, host_share(secret_, match_id_, hand_index)),
          std::nullopt};
}

Deck HostDeal::dealt(int hand_index, const DealShare& guest) {
  dealt_.emplace(hand_index, guest);
  return fair_deck(match_id_, hand_index, host_share(secret_, match_id_, hand_index), guest);
}

std::optional<DealMessage> HostDeal::told() const {
  if (!dealt_) return std::nullopt;
  DealMessage m = ask(dealt_->first);
  m.guest_share = dealt_->second;
  return m;
}

std::optional<RevealMessage> HostDeal::reveal() const {
  if (!dealt_) return std::nullopt;
  return RevealMessage{dealt_->first, host_share(secret_, match_id_, dealt_->first)};
}

std::string HostDeal::proof() const {
  if (!dealt_) return {};
  return share_hex(secret_) + " " + std::to_string(dealt_->first) + " " + share_hex(dealt_->second);
}

}  // namespace schnapsen::net
