// The host's wrong-code buckets (guess_limiter.hpp), on a clock the tests move by hand.
#include "schnapsen/net/guess_limiter.hpp"

#include <string>

#include "catch.hpp"

namespace schnapsen::net {
namespace {

using std::chrono::milliseconds;
using Whose = GuessLimiter::Wait::Whose;

const GuessLimiter::Clock::time_point t0 = GuessLimiter::Clock::now();

// Small buckets: 3 from an address, one back a second; 5 from everyone, one back every 100 ms.
GuessLimits small() {
  return {.burst = 3, .refill_ms = 1000, .all_burst = 5, .all_refill_ms = 100, .max_tracked = 4};
}

TEST_CASE("Guess limiter: an address has its burst, then waits for the refill") {
  GuessLimits limits = small();
  limits.all_burst = 100;  // not the one that refuses here
  GuessLimiter guesses(limits);
  for (int i = 0; i < 3; ++i) {
    CHECK_FALSE(guesses.refused("a", t0));
    guesses.wrong("a", t0);
  }
  const auto wait = guesses.refused("a", t0);
  REQUIRE(wait);
  CHECK(wait->whose == Whose::Address);
  CHECK(wait->ms == 1000);
  // Refused until a token is back, with the wait that is left.
  REQUIRE(guesses.refused("a", t0 + milliseconds(500)));
  CHECK(guesses.refused("a", t0 + milliseconds(500))->ms == 500);
  CHECK_FALSE(guesses.refused("a", t0 + milliseconds(1000)));
  // One token came back, not the burst: the next wrong code empties the bucket again.
  guesses.wrong("a", t0 + milliseconds(1000));
  CHECK(guesses.refused("a", t0 + milliseconds(1000)));
  // Refilled to the burst and no further, however long it was.
  CHECK_FALSE(guesses.refused("a", t0 + milliseconds(60000)));
  for (int i = 0; i < 3; ++i) guesses.wrong("a", t0 + milliseconds(60000));
  CHECK(guesses.refused("a", t0 + milliseconds(60000)));
}

TEST_CASE("Guess limiter: an address made to wait keeps no other address out") {
  GuessLimits limits = small();
  limits.all_burst = 100;
  GuessLimiter guesses(limits);
  for (int i = 0; i < 3; ++i) guesses.wrong("a", t0);
  CHECK(guesses.refused("a", t0));
  CHECK_FALSE(guesses.refused("b", t0));
}

TEST_CASE("Guess limiter: wrong codes from everywhere together are limited too") {
  GuessLimiter guesses(small());
  for (const std::string address : {"a", "b", "c", "d", "e"}) {
    CHECK_FALSE(guesses.refused(address, t0));
    guesses.wrong(address, t0);
  }
  // A new address, its own bucket full, waits for everybody's.
  const auto wait = guesses.refused("f", t0);
  REQUIRE(wait);
  CHECK(wait->whose == Whose::Everyone);
  CHECK(wait->ms == 100);
  CHECK_FALSE(guesses.refused("f", t0 + milliseconds(100)));
  // The address's own wait is told before everybody's.
  for (int i = 0; i < 2; ++i) guesses.wrong("a", t0 + milliseconds(100));
  CHECK(guesses.refused("a", t0 + milliseconds(100))->whose == Whose::Address);
}

TEST_CASE("Guess limiter: a refund gives the tokens back, never beyond the burst") {
  GuessLimiter guesses(small());
  for (int i = 0; i < 3; ++i) guesses.wrong("a", t0);
  REQUIRE(guesses.refused("a", t0));
  guesses.refund("a", t0);
  CHECK_FALSE(guesses.refused("a", t0));
  // A refund to full buckets keeps them at their burst: 3 wrong codes still empty "b".
  GuessLimiter full(small());
  for (int i = 0; i < 4; ++i) full.refund("b", t0);
  for (int i = 0; i < 3; ++i) full.wrong("b", t0);
  CHECK(full.refused("b", t0));
}

TEST_CASE("Guess limiter: beyond the tracked addresses the full buckets are forgotten") {
  GuessLimiter guesses(small());  // 4 addresses tracked
  guesses.wrong("a", t0);
  for (const std::string address : {"b", "c", "d"}) CHECK_FALSE(guesses.refused(address, t0));
  CHECK(guesses.tracked() == 4);
  // A fifth: "b", "c" and "d" are full and go, "a" still counts its wrong code.
  CHECK_FALSE(guesses.refused("e", t0));
  CHECK(guesses.tracked() == 2);
  guesses.wrong("a", t0);
  guesses.wrong("a", t0);
  CHECK(guesses.refused("a", t0));
  // Once "a" has refilled, it is full and may go too.
  for (const std::string address : {"f", "g"}) CHECK_FALSE(guesses.refused(address, t0));
  CHECK(guesses.tracked() == 4);
  CHECK_FALSE(guesses.refused("h", t0 + milliseconds(3000)));
  CHECK(guesses.tracked() == 1);
}

TEST_CASE("Guess limiter: the buckets not full outlive the run, refilled for the time between") {
  const auto wall = std::chrono::system_clock::now();
  GuessLimiter first(small());
  for (int i = 0; i < 3; ++i) first.wrong("a", t0);
  first.wrong("b", t0);
  CHECK_FALSE(first.refused("c", t0));  // full: not kept
  const auto kept = first.kept(t0, wall);
  REQUIRE(kept.size() == 3);
  CHECK(kept[0].address.empty());  // everyone's: 4 of 5 taken
  CHECK(kept[0].tokens == 1);
  CHECK(kept[1].address == "a");  // the emptiest address first
  CHECK(kept[2].address == "b");
  CHECK(first.kept(t0, wall, 2).size() == 2);

  // Restarted at once: "a" still waits, and so does everyone after one more wrong code.
  const auto t1 = t0 + milliseconds(5);
  GuessLimiter again(small());
  again.restore(kept, t1, wall);
  REQUIRE(again.refused("a", t1));
  CHECK(again.refused("a", t1)->ms == 1000);
  again.wrong("c", t1);
  REQUIRE(again.refused("d", t1));
  CHECK(again.refused("d", t1)->whose == Whose::Everyone);
  // Restarted a second later on the wall clock: a token back for "a" and everyone's full.
  GuessLimiter later(small());
  later.restore(kept, t1, wall + milliseconds(1000));
  CHECK_FALSE(later.refused("a", t1));
  later.wrong("a", t1);
  CHECK(later.refused("a", t1));
  // A wall clock set back, or tokens out of range, give nothing beyond the burst.
  GuessLimiter back(small());
  back.restore({{"a", 99, wall}, {"", -7, wall}}, t1, wall - milliseconds(60000));
  for (int i = 0; i < 3; ++i) back.wrong("a", t1);
  CHECK(back.refused("a", t1));
  CHECK(back.refused("z", t1)->whose == Whose::Everyone);
}

}  // namespace
}  // namespace schnapsen::net
