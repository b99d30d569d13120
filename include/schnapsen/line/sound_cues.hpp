// Line mode's sound cues (--sound-cmd): a command of the player's, run for named events so that
// a sound or a word marks them without a line to read: your-turn, trick-won, trick-lost,
// marriage, hand-over. The command is run by /bin/sh with the event's name as $1, its output
// dropped, never waited for: a slow or hanging command delays no line of the game.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/bots/subprocess.hpp"

namespace schnapsen::line {

class SoundCues {
 public:
  // `command` empty: no cues.
  explicit SoundCues(std::string command);
  ~SoundCues();
  SoundCues(const SoundCues&) = delete;
  SoundCues& operator=(const SoundCues&) = delete;

  // Starts the command for `event` (a name of the list above); skipped while kMaxRunning cues
  // still run, so a command that never ends cannot pile up processes.
  void cue(std::string_view event);

  static constexpr std::size_t kMaxRunning = 3;

 private:
  std::string command_;
  std::vector<std::unique_ptr<bots::Subprocess>> running_;
};

}  // namespace schnapsen::line
