// The three speeds of --speed, defined in one table (speed.hpp).
#include "schnapsen/tui/speed.hpp"
#include "catch.hpp"

namespace schnapsen::tui {
namespace {

TEST_CASE("Speeds: slow, normal and fast by name, in that order") {
  CHECK(speed_names() == std::vector<std::string>{"slow", "normal", "fast"});
  CHECK(parse_speed("slow") == Speed::Slow);
  CHECK(parse_speed("normal") == Speed::Normal);
  CHECK(parse_speed("fast") == Speed::Fast);
  CHECK_FALSE(parse_speed("Fast"));
  CHECK_FALSE(parse_speed(""));
}

TEST_CASE("Speeds: slow pauses longer than normal, fast not at all") {
  const SpeedPauses& slow = pauses_of(Speed::Slow);
  const SpeedPauses& normal = pauses_of(Speed::Normal);
  const SpeedPauses& fast = pauses_of(Speed::Fast);
  CHECK(slow.card_ms > normal.card_ms);
  CHECK(slow.trick_ms > normal.trick_ms);
  CHECK(slow.action_ms > normal.action_ms);
  CHECK(normal.card_ms > 0);
  CHECK(normal.trick_ms >= normal.card_ms);  // a won trick stays long enough to be read
  CHECK(fast.card_ms == 0);
  CHECK(fast.trick_ms == 0);
  CHECK(fast.action_ms == 0);
}

}  // namespace
}  // namespace schnapsen::tui
