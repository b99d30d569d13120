// Line mode's input thread (line_reader.hpp).
#include "schnapsen/line/line_reader.hpp"

#include <condition_variable>
#include <deque>
#include <iostream>
#include <mutex>
#include <thread>

namespace schnapsen::line {

struct LineReader::State {
  std::mutex mutex;
  std::condition_variable changed;
  std::deque<std::string> lines;
  bool ended = false;     // the input ended (or the reader stopped): no more lines
  bool stopping = false;  // the reader is going: the thread reads no further
  bool done = false;      // the thread has returned
};

LineReader::LineReader(std::istream& in)
    : state_(std::make_shared<State>()), from_terminal_(&in == &std::cin) {
  std::thread([state = state_, &in] {
    std::string line;
    for (;;) {
      const bool got = static_cast<bool>(std::getline(in, line));
      std::unique_lock lock(state->mutex);
      if (!got || state->stopping) break;
      if (line.size() > kMaxLineBytes) line.resize(kMaxLineBytes);
      state->lines.push_back(line);
      state->changed.notify_all();
      state->changed.wait(
          lock, [&] { return state->lines.size() < kMaxWaitingLines || state->stopping; });
      if (state->stopping) break;
    }
    const std::lock_guard lock(state->mutex);
    state->ended = state->done = true;
    state->changed.notify_all();
  }).detach();
}

LineReader::~LineReader() {
  std::unique_lock lock(state_->mutex);
  state_->stopping = true;
  state_->changed.notify_all();
  // Standard input's read may never return (a terminal nobody types at): that thread is left to
  // the process. Any other stream (a string, a file in the tests) ends the thread at its next
  // line, and the thread must not outlive it.
  if (!from_terminal_) state_->changed.wait(lock, [&] { return state_->done; });
}

LineReader::Got LineReader::next(std::string& line, std::chrono::milliseconds timeout) {
  std::unique_lock lock(state_->mutex);
  if (!state_->changed.wait_for(lock, timeout,
                                [&] { return !state_->lines.empty() || state_->ended; }))
    return Got::Timeout;
  if (state_->lines.empty()) return Got::End;
  line = std::move(state_->lines.front());
  state_->lines.pop_front();
  state_->changed.notify_all();  // room again for a reader that waits
  return Got::Line;
}

}  // namespace schnapsen::line
