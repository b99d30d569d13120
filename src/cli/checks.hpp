// The exit statuses and option checks shared by the `schnapsen` executable's subcommands and the
// lab's developer executable (src/lab/tools): CLI11 validators with messages a person can act on.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace schnapsen::cli {

// Exit statuses shared by all subcommands (documented in docs/schnapsen.6).
enum ExitStatus : int {
  kExitOk = 0,
  kExitUsage = 1,       // bad flags or values, output that cannot be written, or a runtime
                        // failure outside the cases below
  kExitUnreadable = 2,  // a record or file that cannot be read or is not a valid record
  kExitIllegal = 3,     // a record with an illegal action
  kExitFinished = 4,    // `solve` or `analyze` on a finished hand
};

// Accepts only a plain decimal number that fits in 64 bits: CLI11 2.1 alone would wrap "-1"
// and saturate "99999999999999999999999" into a seed without a word.
inline const CLI::Validator kSeedCheck(
    [](std::string& s) -> std::string {
      const bool digits =
          !s.empty() && s.size() <= 20 && s.find_first_not_of("0123456789") == std::string::npos;
      if (digits && (s.size() < 20 || s <= "18446744073709551615")) return {};
      return "a seed is a whole number from 0 to 18446744073709551615, not '" + s.substr(0, 40) +
             "'";
    },
    "SEED");

// Accepts only a plain decimal whole number from `min` to `max`: CLI11's Range alone answers
// "abc" with "Value abc not in range".
inline CLI::Validator whole_number(long min, long max) {
  return CLI::Validator(
      [min, max](std::string& s) -> std::string {
        const std::string range = std::to_string(min) + " to " + std::to_string(max);
        const bool digits =
            !s.empty() && s.size() <= 12 && s.find_first_not_of("0123456789") == std::string::npos;
        if (!digits) return "'" + s.substr(0, 40) + "' is not a whole number (" + range + ")";
        const long value = std::stol(s);
        if (value < min || value > max) return s + " is out of range (" + range + ")";
        return {};
      },
      "INT in [" + std::to_string(min) + " - " + std::to_string(max) + "]");
}

}  // namespace schnapsen::cli
