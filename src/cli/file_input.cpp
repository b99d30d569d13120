// The files the commands read: hand records, positions, the state directory.
#include <iostream>

#include "commands.hpp"
#include "schnapsen/game/files.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::cli {
namespace {

std::string describe(const RecordError& e) { return e.describe(); }
const std::string& describe(const std::string& e) { return e; }

// Why the program's own commands do not show `record`, read as `text` (nullopt: they do): the
// current hand of a save, not over yet. Its deck holds the other seat's hand and the stock (in
// network play, the guest's hand on the host's machine), hidden while the hand is played.
std::optional<std::string> hidden_hand(const std::string& text, const HandRecord& record) {
  if (!text.starts_with("# schnapsen-save")) return std::nullopt;
  auto state = replay_state(record);
  if (!state || state->over()) return std::nullopt;
  return _("the save of a match in play: its hidden cards stay hidden until the hand is over");
}
std::optional<std::string> hidden_hand(const std::string&, const Position&) { return std::nullopt; }

// Reads at most `limit` bytes of `path` and parses them with `parse`; on failure prints a
// message naming the command and the file on stderr and returns kExitUnreadable (kExitUsage for
// a hand that is not shown: hidden_hand).
template <class T, class Error>
Expected<T, int> read_input_file(std::string_view command, const std::string& path,
                                 std::size_t limit,
                                 Expected<T, Error> (*parse)(std::string_view text)) {
  const auto failed = [&](const std::string& why, int status) {
    std::cerr << "schnapsen " << command << ": " << why << "\n";
    return unexpected(status);
  };
  auto text = game::read_file(path, limit);
  if (!text) return failed(text::shorten(text.error(), text::kMaxShownPath), kExitUnreadable);
  const std::string shown = text::shorten(path, text::kMaxShownPath) + ": ";
  auto parsed = parse(*text);
  if (!parsed) return failed(shown + describe(parsed.error()), kExitUnreadable);
  if (auto why = hidden_hand(*text, *parsed)) return failed(shown + *why, kExitUsage);
  return std::move(*parsed);
}

}  // namespace

Expected<std::filesystem::path, std::string> state_dir_or_default(const std::string& flag) {
  if (flag.empty()) return game::default_state_dir();
  // Given by name, it must be there: an empty record of play is for a directory never used.
  std::error_code ec;
  if (!std::filesystem::is_directory(flag, ec))
    return unexpected(
        "--state-dir " + flag + ": " +
        (std::filesystem::exists(flag, ec) ? "not a directory" : "no such directory"));
  return std::filesystem::path(flag);
}

Expected<HandRecord, int> read_record_file(std::string_view command, const std::string& path) {
  return read_input_file(command, path, game::kMaxRecordBytes, &parse_record);
}

Expected<Position, int> read_position_file(std::string_view command, const std::string& path) {
  return read_input_file(command, path, game::kMaxPositionBytes, &parse_position);
}

}  // namespace schnapsen::cli
