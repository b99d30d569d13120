// The terminal table as a front end of game::Session: the resume question, the opponent that
// cannot start, a FrontEnd per match, and the "play again?" box after a match; and, for network
// play, the other player's presence on it.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "schnapsen/game/remote_presence.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/tui/front_end.hpp"
#include "schnapsen/tui/speed.hpp"
#include "schnapsen/tui/terminal.hpp"
#include "schnapsen/tui/theme.hpp"

namespace schnapsen::tui {

class SessionTable : public game::SessionFrontEnd, public game::RemotePresence {
 public:
  SessionTable(Terminal& terminal, TableLook look);
  ~SessionTable() override;

  game::ResumeChoice offer_resume(const game::SavedMatch& saved,
                                  const std::string& description) override;
  game::OpponentChoice opponent_failed(const game::SavedMatch& saved,
                                       const std::string& why) override;
  void begin_match(const game::MatchSetup& setup) override;
  game::HumanSeat& human(int seat) override;
  std::unique_ptr<ai::Player> watch(int seat, ai::Player& inner) override;
  void show_hand_so_far(const game::HandSoFar& hand) override;
  void on_event(const game::GameEvent& event) override;
  void set_save_status(const game::SaveStatus& status) override;
  bool play_again(const game::MatchSummary& summary) override;
  void end_match() override;
  // While the game waits for a bot: q or a signal (Ctrl-C, SIGTERM, SIGHUP, ...) stops it.
  std::function<bool()> stop_check() override;
  void set_remote_status(const std::string& line, bool news) override;
  void set_idle(const std::function<game::IdleNews()>& idle) override { idle_ = idle; }
  bool wait_for_remote(const std::function<bool()>& ready) override;
  void tell(const std::string& title, const std::vector<std::string>& lines) override;
  void set_quit_meaning(const std::string& line) override { quit_meaning_ = line; }
  void set_other_player(const std::string& name) override { other_player_ = name; }

 private:
  FrontEnd& front();  // the match's table, or a blank one for questions before a match

  Terminal& term_;
  TableLook look_;
  std::unique_ptr<FrontEnd> front_;
  std::optional<std::filesystem::path> stats_file_;  // the match's statistics, when kept
  std::function<game::IdleNews()> idle_;             // set_idle
  std::string quit_meaning_;                         // set_quit_meaning
  std::string other_player_;                         // set_other_player
};

}  // namespace schnapsen::tui
