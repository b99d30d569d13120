// The checked deal's pure parts (fair_deal.hpp): fixed shares give a fixed deck, every byte of
// either share and of the hand's identity matters, and a commitment holds for its share only.
#include <set>
#include <string>
#include <vector>

#include "catch.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/net/fair_deal.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::net {
namespace {

DealShare counting(std::uint8_t from) {
  DealShare s{};
  for (std::size_t i = 0; i < s.size(); ++i) s[i] = static_cast<std::uint8_t>(from + i);
  return s;
}

std::string deck_text(const Deck& deck) {
  std::string out;
  for (const Card c : deck) out += to_string(c) + " ";
  return out;
}

TEST_CASE("Fair deal: fixed shares give a fixed deck and a fixed commitment") {
  const DealShare host = counting(0);
  const DealShare guest = counting(100);
  const Deck deck = fair_deck("0123456789abcdef", 3, host, guest);
  CHECK(is_complete_deck(deck));
  // Pinned: a change to the derivation is a change of the protocol (docs/bots.md).
  CHECK(deck_text(deck) == deck_text(fair_deck("0123456789abcdef", 3, host, guest)));
  CHECK(share_hex(commit_to("0123456789abcdef", 3, host)) ==
        share_hex(commit_to("0123456789abcdef", 3, host)));
  CHECK(share_hex(commit_to("m", 0, DealShare{})) != share_hex(commit_to("m", 1, DealShare{})));
}

TEST_CASE("Fair deal: every byte of each share, the match and the hand change the deck") {
  const DealShare host = counting(0);
  const DealShare guest = counting(100);
  const Deck base = fair_deck("match", 0, host, guest);
  std::set<Deck> decks{base};
  for (std::size_t i = 0; i < kShareBytes; ++i) {
    DealShare h = host;
    h[i] ^= 1;
    DealShare g = guest;
    g[i] ^= 0x80;
    decks.insert(fair_deck("match", 0, h, guest));
    decks.insert(fair_deck("match", 0, host, g));
  }
  CHECK(decks.size() == 1 + 2 * kShareBytes);
  CHECK(fair_deck("match", 1, host, guest) != base);
  CHECK(fair_deck("matci", 0, host, guest) != base);
  CHECK(fair_deck("match", 0, guest, host) != base);  // the sides are not interchangeable
}

TEST_CASE("Fair deal: a commitment verifies its own share and no other") {
  const DealShare secret = counting(7);
  const DealShare share = host_share(secret, "m1", 4);
  const Commitment c = commit_to("m1", 4, share);
  CHECK(commit_to("m1", 4, host_share(secret, "m1", 4)) == c);  // a resumed host: the same
  DealShare other = share;
  other[31] ^= 1;
  CHECK(commit_to("m1", 4, other) != c);
  CHECK(commit_to("m1", 5, share) != c);
  CHECK(commit_to("m2", 4, share) != c);
  CHECK(host_share(secret, "m1", 5) != share);  // each hand's share its own
  CHECK(share != secret);
}

TEST_CASE("Fair deal: a share reads back from its one spelling only") {
  const DealShare s = counting(200);
  const std::string hex = share_hex(s);
  CHECK(hex.size() == 64);
  CHECK(share_of_hex(hex) == s);
  std::string upper = hex;
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  CHECK_FALSE(share_of_hex(upper));
  CHECK_FALSE(share_of_hex(hex.substr(1)));
  CHECK_FALSE(share_of_hex(hex + "0"));
  CHECK_FALSE(share_of_hex(std::string(64, 'g')));
  CHECK_FALSE(share_of_hex(""));
  CHECK(random_share() != random_share());
}

TEST_CASE("Fair deal: the shuffle skips a byte above the largest multiple, never reduces it") {
  // The first swap picks among 20 places: bytes from 240 on would favour the first 16 places.
  const auto stream = [](std::vector<int> first) {
    return [first, i = std::size_t{0}]() mutable {
      const int b = i < first.size() ? first[i] : static_cast<int>((i - first.size()) * 37 % 240);
      ++i;
      return static_cast<std::uint8_t>(b);
    };
  };
  const Deck skipped = shuffle_deck(stream({250, 255, 5}));
  CHECK(is_complete_deck(skipped));
  CHECK(skipped == shuffle_deck(stream({5})));   // 250 and 255 were passed over
  CHECK(skipped != shuffle_deck(stream({10})));  // 250 % 20 would have been 10
}

}  // namespace
}  // namespace schnapsen::net
