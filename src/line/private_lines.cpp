// Hot-seat line mode's private lines (private_lines.hpp).
#include "schnapsen/line/private_lines.hpp"

#include <chrono>
#include <utility>

namespace schnapsen::line {

namespace {

// A command that is not found or fails at once has ended by then: told at the start, not at
// the player's first private line, which would be lost.
constexpr std::chrono::milliseconds kStartCheck{150};
// A command that does not read for this long is taken as gone.
constexpr std::chrono::milliseconds kSendLimit{2000};
constexpr std::size_t kDrained = std::size_t{1} << 16;

}  // namespace

Expected<std::unique_ptr<PrivateLines>, std::string> PrivateLines::start(
    const std::string& command) {
  auto started = bots::Subprocess::start(command, {});
  if (!started) return unexpected(started.error());
  if (auto how = (*started)->wait_ended(bots::Clock::now() + kStartCheck))
    return unexpected("the command " + *how);
  return std::unique_ptr<PrivateLines>(new PrivateLines(std::move(*started)));
}

bool PrivateLines::send(const std::string& line) {
  if (!ended_.empty()) return false;
  if (auto how = process_->wait_ended(bots::Clock::now())) {
    ended_ = *how;
    return false;
  }
  std::string output;  // what the command writes is dropped, so that it never blocks on it
  process_->take_pending(output, kDrained);
  if (process_->write_all(line + "\n", bots::Clock::now() + kSendLimit) == bots::IoStatus::Ok)
    return true;
  ended_ = process_->wait_ended(bots::Clock::now()).value_or("stopped reading");
  return false;
}

}  // namespace schnapsen::line
