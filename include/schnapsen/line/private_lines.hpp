// Hot-seat line mode's private lines (--private-cmd NAME=CMD): what only one player may hear
// (that player's cards, legal plays and advice) goes to a command of that player's instead of
// the shared screen, e.g. speech into that player's headphones. The command runs through
// /bin/sh for the whole match and reads the lines on its standard input; its own output is
// dropped, so nothing of it reaches the shared screen.
#pragma once

#include <memory>
#include <string>

#include "schnapsen/bots/subprocess.hpp"
#include "schnapsen/expected.hpp"

namespace schnapsen::line {

class PrivateLines {
 public:
  // Starts `command`; the error says why it cannot take lines (it did not start, or it ended
  // at once, as a command that is not found does).
  static Expected<std::unique_ptr<PrivateLines>, std::string> start(const std::string& command);

  // Sends one line; false when the command has ended or does not read (the line was not sent).
  bool send(const std::string& line);
  // How the command ended, once send() failed ("exited with status 1"), else "".
  const std::string& ended() const { return ended_; }

 private:
  explicit PrivateLines(std::unique_ptr<bots::Subprocess> process) : process_(std::move(process)) {}
  std::unique_ptr<bots::Subprocess> process_;
  std::string ended_;
};

}  // namespace schnapsen::line
