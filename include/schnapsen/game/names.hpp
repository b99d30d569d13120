// Players' names: the one check every name passes, wherever it comes from (--names, the settings
// file, a save, a history file), so the table can always show it.
#pragma once

#include <string>
#include <string_view>

#include "schnapsen/expected.hpp"

namespace schnapsen::game {

// The widest name a player may have, in columns (as the table's side panel has room for).
inline constexpr int kMaxNameWidth = 16;

// A player's name as typed: trimmed of blanks and tabs; refused (with a message for the user,
// quoting at most 40 characters of it) when blank or invisible (no visible character), wider
// than kMaxNameWidth columns, not UTF-8, or holding control characters or invisible or
// text-direction characters (text::hidden_code_point: U+200B, U+202E, ...).
Expected<std::string, std::string> clean_name(std::string_view raw);

}  // namespace schnapsen::game
