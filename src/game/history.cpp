// The hand history (history.hpp): one file per finished hand, the newest kMaxHistoryHands kept.
#include "schnapsen/game/history.hpp"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <system_error>
#include <utility>

#include "schnapsen/hand.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::game {
namespace fs = std::filesystem;

namespace {

constexpr std::string_view kFinishedPrefix = "# finished ";
constexpr std::string_view kExtension = ".hand";

// The time stamp of a history file's text: the last "# finished" line, or "".
std::string finished_stamp(std::string_view text) {
  const std::size_t at = text.rfind(kFinishedPrefix);
  if (at == std::string_view::npos || (at > 0 && text[at - 1] != '\n')) return {};
  std::string_view rest = text.substr(at + kFinishedPrefix.size());
  rest = rest.substr(0, rest.find('\n'));
  return std::string(text::trim(rest));
}

// Newest first: by time stamp, then by file name (hands of one match in order).
bool newer(const std::pair<std::string, fs::path>& a, const std::pair<std::string, fs::path>& b) {
  if (a.first != b.first) return a.first > b.first;
  return a.second.filename() > b.second.filename();
}

// The history files of `dir` with their time stamps, newest first.
Expected<std::vector<std::pair<std::string, fs::path>>, std::string> stamped_files(
    const fs::path& dir) {
  std::vector<std::pair<std::string, fs::path>> files;
  std::error_code ec;
  if (!fs::exists(dir, ec)) return files;
  fs::directory_iterator it(dir, ec);
  if (ec) return unexpected("cannot read " + dir.string() + ": " + ec.message());
  for (const fs::directory_entry& entry : it) {
    const fs::path& p = entry.path();
    if (p.extension() != kExtension || p.filename().string().front() == '.') continue;
    auto text = read_file(p, kMaxSaveBytes, Symlinks::Refuse);
    files.emplace_back(text ? finished_stamp(*text) : std::string(), p);
  }
  std::sort(files.begin(), files.end(), newer);
  return files;
}

// Removes the temporary files of writes that a kill interrupted (".<name>.hand.tmpXXXXXX").
void remove_leftovers(const fs::path& dir) {
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.front() == '.' && name.find(std::string(kExtension) + ".tmp") != std::string::npos)
      remove_stale_temp_files(it->path().parent_path() / name.substr(1, name.rfind(".tmp") - 1));
  }
}

}  // namespace

std::string history_file_name(const SavedMatch& finished) {
  char number[16];
  std::snprintf(number, sizeof number, "%04d", finished.hands_played + 1);
  return finished.match_id + "-" + number + std::string(kExtension);
}

std::string utc_timestamp(std::chrono::system_clock::time_point when) {
  const std::time_t t = std::chrono::system_clock::to_time_t(when);
  std::tm utc{};
  gmtime_r(&t, &utc);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return buf;
}

std::string history_result(const SavedMatch& finished) {
  const HandResult r = Hand(finished.hand).state().result();
  if (r.winner < 0) return "not finished";
  return std::string(r.winner == 0 ? "won " : "lost ") + std::to_string(r.game_points) +
         (finished.taken_back ? "*" : "");
}

HistoryStore::HistoryStore(const fs::path& state_dir, std::size_t max_hands)
    : dir_(state_dir / "history"), max_hands_(max_hands) {}

std::optional<std::string> HistoryStore::add(const SavedMatch& finished,
                                             std::chrono::system_clock::time_point when) const {
  if (!Hand(finished.hand).state().over()) return "the hand is not over";
  std::error_code ec;
  fs::create_directories(dir_, ec);
  if (ec) return "cannot create " + dir_.string() + ": " + ec.message();
  remove_leftovers(dir_);  // the session holds the state directory's lock: no live writer
  const fs::path file = dir_ / history_file_name(finished);
  if (fs::exists(file, ec)) return std::nullopt;  // kept already (a resumed match)
  const std::string text =
      print_save(finished) + std::string(kFinishedPrefix) + utc_timestamp(when) + "\n";
  if (auto err = write_file_atomically(file, text)) return err;
  auto files = stamped_files(dir_);
  if (!files) return files.error();
  for (std::size_t i = max_hands_; i < files->size(); ++i) {
    fs::remove((*files)[i].second, ec);
    if (ec) return "cannot drop the old hand " + (*files)[i].second.string() + ": " + ec.message();
  }
  return std::nullopt;
}

Expected<HistoryListing, std::string> HistoryStore::list() const {
  auto files = stamped_files(dir_);
  if (!files) return unexpected(files.error());
  HistoryListing out;
  for (const auto& [stamp, path] : *files) {
    auto text = read_file(path, kMaxSaveBytes, Symlinks::Refuse);
    if (!text) {
      out.skipped.push_back(text.error());
      continue;
    }
    auto save = parse_save(*text);
    if (!save) {
      out.skipped.push_back(path.string() + ": " + save.error().message);
      continue;
    }
    if (!Hand(save->hand).state().over()) {
      out.skipped.push_back(path.string() + ": the hand is not over");
      continue;
    }
    out.hands.push_back(HistoryEntry{path, std::move(*save), stamp});
  }
  return out;
}

}  // namespace schnapsen::game
