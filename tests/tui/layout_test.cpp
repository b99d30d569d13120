// The table layout is a pure function of the terminal size: checked at the sizes players use.
#include <string>

#include "catch.hpp"
#include "schnapsen/tui/layout.hpp"
#include "schnapsen/tui/table_view.hpp"
#include "schnapsen/tui/theme.hpp"

namespace schnapsen::tui {
namespace {

void check_layout(int w, int h) {
  INFO("size " << w << "x" << h);
  const Layout l = compute_layout(w, h);
  REQUIRE_FALSE(l.too_small);
  const auto regions = l.regions();
  for (const auto& [name, r] : regions) {
    INFO(name);
    CHECK_FALSE(r.empty());
    CHECK(r.inside(w, h));
  }
  for (std::size_t i = 0; i < regions.size(); ++i)
    for (std::size_t j = i + 1; j < regions.size(); ++j) {
      INFO(regions[i].first << " vs " << regions[j].first);
      CHECK_FALSE(regions[i].second.overlaps(regions[j].second));
    }
  CHECK((l.card == kSmallCard || l.card == kLargeCard));
  // Every card lies inside its region, and no two cards overlap: five in each hand (any one
  // raised), the stock and the crosswise trump, the two cards of a trick.
  std::vector<std::pair<std::string, Rect>> cards;
  for (int i = 0; i < 5; ++i) {
    INFO("card " << i);
    CHECK(l.hand_card(i, true).inside(w, h));
    CHECK(l.hand_card(i, true).y >= l.hand.y + 1);
    CHECK(l.hand_card(i).bottom() < l.hand.bottom());  // the number row stays free
    CHECK(l.hand_card(i).right() <= l.hand.right());
    CHECK(l.opponent_card(i).right() <= l.opponent.right());
    CHECK(l.opponent_card(i).bottom() <= l.opponent.bottom());
    cards.emplace_back("hand " + std::to_string(i), l.hand_card(i));
    cards.emplace_back("opponent " + std::to_string(i), l.opponent_card(i));
  }
  cards.emplace_back("stock", l.talon_stock());
  cards.emplace_back("trump", l.talon_trump(true));
  cards.emplace_back("trick 0", l.trick_card(0));
  cards.emplace_back("trick 1", l.trick_card(1));
  for (std::size_t i = 0; i < cards.size(); ++i)
    for (std::size_t j = i + 1; j < cards.size(); ++j) {
      INFO(cards[i].first << " vs " << cards[j].first);
      CHECK_FALSE(cards[i].second.overlaps(cards[j].second));
    }
  // The talon: title, stock, trump, three rows of text; the trick: title, cards, names, note.
  CHECK(l.talon_top() >= l.talon.y);
  CHECK(l.talon_top() + l.card.h + 7 <= l.talon.bottom());
  CHECK(l.talon_trump(true).right() <= l.talon.right());
  CHECK(l.trick_top() >= l.trick.y);
  CHECK(l.trick_top() + l.card.h + 3 <= l.trick.bottom());
  CHECK(l.trick_card(1).x + kTrickStep - 1 <= l.trick.right());  // the second name fits
  CHECK(l.panel.w >= 34);  // two names of 9 columns beside "Points to go"
  CHECK(l.panel.h >= 12);
  CHECK(l.keybar.y == h - 1);
}

TEST_CASE("Layout at 80x24: everything inside, no overlaps") { check_layout(80, 24); }
TEST_CASE("Layout at 100x30: everything inside, no overlaps") { check_layout(100, 30); }
TEST_CASE("Layout at 200x60: everything inside, no overlaps") { check_layout(200, 60); }

TEST_CASE("Layout: every size from 80x24 to 220x70 is valid") {
  for (int w = 80; w <= 220; w += 7)
    for (int h = 24; h <= 70; h += 5) check_layout(w, h);
}

TEST_CASE("Layout: large cards from 120x36, small ones below") {
  CHECK(compute_layout(80, 24).card == kSmallCard);
  CHECK(compute_layout(100, 30).card == kSmallCard);
  CHECK(compute_layout(119, 60).card == kSmallCard);
  CHECK(compute_layout(200, 35).card == kSmallCard);
  CHECK(compute_layout(kLargeCardsWidth, kLargeCardsHeight).card == kLargeCard);
  CHECK(compute_layout(120, 40).card == kLargeCard);
  CHECK(compute_layout(200, 60).card == kLargeCard);
  // The large face: label, suit and label rows inside a border.
  CHECK(kLargeCard.w > kSmallCard.w);
  CHECK(kLargeCard.h >= kSmallCard.h + 2);
}

TEST_CASE("Layout at the thresholds: everything inside, no overlaps") {
  check_layout(kLargeCardsWidth, kLargeCardsHeight);
  check_layout(kLargeCardsWidth - 1, kLargeCardsHeight);
  check_layout(kLargeCardsWidth, kLargeCardsHeight - 1);
}

TEST_CASE("Layout: below 80x24 the terminal is too small") {
  CHECK(compute_layout(79, 24).too_small);
  CHECK(compute_layout(80, 23).too_small);
  CHECK(compute_layout(60, 20).too_small);
  CHECK(compute_layout(0, 0).too_small);
  CHECK_FALSE(compute_layout(80, 24).too_small);
}

TEST_CASE("Layout: a larger screen gives the table and the log more room") {
  const Layout small = compute_layout(80, 24), big = compute_layout(200, 60);
  CHECK(big.panel.h > small.panel.h);
  CHECK(big.trick.w > small.trick.w);
}

TEST_CASE("Rect overlap and containment") {
  const Rect a{0, 0, 10, 5}, b{9, 4, 3, 3}, c{10, 0, 5, 5};
  CHECK(a.overlaps(b));
  CHECK_FALSE(a.overlaps(c));
  CHECK(a.inside(10, 5));
  CHECK_FALSE(a.inside(9, 5));
  const Rect box = centred(80, 24, 40, 10);
  CHECK(box.inside(80, 24));
  CHECK(box.x == 20);
  CHECK(centred(30, 10, 40, 20).inside(30, 10));
}

TEST_CASE("wrap splits at spaces and never exceeds the width") {
  const auto lines = wrap("Anna wins the trick with the Ace of hearts", 12);
  REQUIRE(lines.size() >= 4);
  for (const std::string& l : lines) CHECK(text_width(l) <= 12);
  CHECK(lines[0] == "Anna wins");
  const auto cut = wrap("abcdefghijklmnop", 5);
  CHECK(cut.size() == 4);
  CHECK(wrap("", 10).empty());
  CHECK(text_width("10♥") == 3);
}

}  // namespace
}  // namespace schnapsen::tui
