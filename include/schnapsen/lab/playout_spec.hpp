// The lab's play-out players by name: `playout:K[:close][:race][:fromT][:distilled]` is pimc with
// its leads and closing chosen by honest play-outs on K worlds (playout_choice.hpp), the
// options of the measurements in docs/notes. It is no level: made by make_measurement_player,
// like noisy:P:NAME, it sees only its seat.
#pragma once

#include <string>
#include <string_view>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/expected.hpp"

namespace schnapsen::lab {

inline constexpr std::string_view kPlayoutPrefix = "playout:";

// Reads "playout:K" (K worlds, 2 to 256, pimc's best three and the close, played out by pimc on 8
// worlds), with options after colons: "close" (exact_at_close), "race" (race_z 1.5, batches of
// 8), "fromT" (from_trick T, 0 to 4) and "distilled" (the continuation): pimc's settings, bounded
// by work alone, with those play-outs. The error says what is wrong.
Expected<ai::SearchSettings, std::string> parse_playout_spec(std::string_view spec);

}  // namespace schnapsen::lab
