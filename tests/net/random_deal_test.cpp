// Hosted deals (random_deal.hpp): from the cryptographic random source, not from the match's seed.
#include <array>
#include <set>
#include <vector>

#include "catch.hpp"
#include "schnapsen/ai/random_player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/controller.hpp"
#include "schnapsen/net/random_deal.hpp"

namespace schnapsen::net {
namespace {

TEST_CASE("Hosted deals: random_deck gives whole decks, each in an order of its own") {
  std::set<Deck> seen;
  for (int i = 0; i < 200; ++i) {
    const Deck deck = random_deck();
    REQUIRE(is_complete_deck(deck));
    seen.insert(deck);
  }
  CHECK(seen.size() == 200);  // a repeat among 20! orders would be a broken source
}

TEST_CASE("Hosted deals: every card lands at every place about equally often") {
  // 4000 decks: each card is expected 200 times at each place; a biased index (a plain modulo of
  // a small word, a swap with a fixed place) shows far outside 120..290.
  std::array<std::array<int, kCardCount>, kCardCount> count{};
  for (int i = 0; i < 4000; ++i) {
    const Deck deck = random_deck();
    for (int place = 0; place < kCardCount; ++place)
      ++count[static_cast<std::size_t>(place)][deck[static_cast<std::size_t>(place)].index()];
  }
  for (const auto& place : count)
    for (const int n : place) {
      CHECK(n > 120);
      CHECK(n < 290);
    }
}

TEST_CASE("Hosted deals: a match dealt from random_deals() has no deck its seed would give") {
  game::ControllerConfig config;
  config.seed = 42;
  config.match.bummerls_to_lose = 2;
  config.deal = random_deals();
  ai::RandomPlayer a(1), b(2);
  game::Controller c(config, {&a, &b});
  std::vector<Deck> decks;
  c.on_event([&](const game::GameEvent& e) {
    if (e.kind == game::EventKind::HandStarted) decks.push_back(c.hand()->record().deck);
  });
  c.run();
  REQUIRE(decks.size() >= 3);  // a Bummerl takes three hands at least
  for (std::size_t i = 0; i < decks.size(); ++i) {
    CHECK(is_complete_deck(decks[i]));
    CHECK(decks[i] != game::deck_for_hand(config.seed, static_cast<int>(i)));
  }
}

}  // namespace
}  // namespace schnapsen::net
