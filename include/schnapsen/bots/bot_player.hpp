// A seat taken by an external program speaking the bot protocol (docs/bots.md) over its
// stdin and stdout. The program is started once, through /bin/sh -c, for the player's life
// (a whole match or arena run); its stderr is appended to a log file.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

#include "schnapsen/ai/player.hpp"

namespace schnapsen::bots {

// A bot's time per answer unless `--bot-timeout` says otherwise, in milliseconds.
inline constexpr int kDefaultBotTimeoutMs = 10'000;

struct BotOptions {
  int time_limit_ms = kDefaultBotTimeoutMs;  // per answer; sent as `time_limit_ms`
  int startup_grace_ms = 10'000;  // added to the first answer's limit for the bot's start-up
  std::string log_path;           // where the bot's stderr goes (appended); empty: the default
  std::string name;               // shown in tables; empty: "cmd:" + command
  // Asked while waiting for the bot (at least every 100 ms, and at once after a signal): true
  // stops the wait, kills the bot at once and throws ai::Stopped. Must not throw. Empty: every wait
  // runs to its time limit. A front end gives one that watches for its quit key and signals.
  std::function<bool()> stop_requested;
};

// How much of one run's stderr the log receives (1 MiB); the rest is dropped, with a line saying
// so. The default log is renamed to bot.log.old when a bot starts and it is over
// kBotLogRotateBytes.
inline constexpr std::size_t kBotStderrLimit = std::size_t{1} << 20;
inline constexpr std::size_t kBotLogRotateBytes = std::size_t{4} << 20;

// The default log file: $XDG_STATE_HOME/schnapsen/bot.log, else
// $HOME/.local/state/schnapsen/bot.log, else "" (then a new file of unpredictable name in $TMPDIR
// or /tmp). A symbolic link planted at the default path is refused.
std::string default_bot_log_path();

// Talks to one external bot. Every misbehaviour of the bot (an answer not in `legal`, an
// exit, a closed pipe, silence past the time limit, a line over 64 KiB, output when no answer
// was expected) throws ai::PlayerFailure naming the bot's command and what it sent; the bot is
// then stopped and every later call throws the same failure. A wait ended by the stop check
// throws ai::Stopped (the bot is killed, later calls throw ai::PlayerFailure). Not copyable; one
// thread at a time.
class BotPlayer : public ai::Player {
 public:
  // Does not start the bot yet: that happens at the first message (or start()).
  explicit BotPlayer(std::string command, BotOptions options = {});
  // Closes the bot's stdin, waits up to 2 s for it to exit (less when the stop check says stop),
  // then kills its process group and what it left outside it, and reaps them.
  ~BotPlayer() override;
  BotPlayer(const BotPlayer&) = delete;
  BotPlayer& operator=(const BotPlayer&) = delete;

  std::string name() const override;
  Action choose(const SeatView& view, const ai::MatchInfo& match) override;
  // Sends `hand_over` (no answer is read).
  void hand_over(int seat, const HandRecord& record, const HandResult& result,
                 const ai::MatchInfo& match) override;

  // Starts the bot now (idempotent); throws ai::PlayerFailure if it cannot be started or the log
  // file cannot be opened.
  void start();
  const std::string& command() const;
  // The log file in use (the default resolved; a fallback in /tmp if the default is unusable).
  const std::string& log_path() const;
  // The process id of the running bot, or -1 when not running.
  int pid() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace schnapsen::bots
