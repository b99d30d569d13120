// A table's presence in network play (remote_presence.hpp) for tests without a terminal: it
// keeps what it is told and waits for the other side by polling, giving up (as q would) after
// `patience`, so that a test whose other side never answers fails instead of hanging.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "schnapsen/game/remote_presence.hpp"

namespace schnapsen::net {

class PollingPresence : public game::RemotePresence {
 public:
  explicit PollingPresence(std::chrono::milliseconds patience = std::chrono::seconds(30))
      : patience_(patience) {}

  std::vector<std::string> lines;  // every status line, in order
  std::function<game::IdleNews()> idle;
  std::vector<std::string> told;  // the titles of the boxes about the end
  std::string quit_meaning;
  std::string other_player;

  void set_remote_status(const std::string& line, bool /*news*/) override { lines.push_back(line); }
  void set_idle(const std::function<game::IdleNews()>& check) override { idle = check; }
  bool wait_for_remote(const std::function<bool()>& ready) override {
    const auto deadline = std::chrono::steady_clock::now() + patience_;
    while (!ready()) {
      if (std::chrono::steady_clock::now() >= deadline) return false;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return true;
  }
  void tell(const std::string& title, const std::vector<std::string>& /*lines*/) override {
    told.push_back(title);
  }
  void set_quit_meaning(const std::string& line) override { quit_meaning = line; }
  void set_other_player(const std::string& name) override { other_player = name; }

 private:
  std::chrono::milliseconds patience_;
};

}  // namespace schnapsen::net
