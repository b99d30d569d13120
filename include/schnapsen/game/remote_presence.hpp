// What network play asks of a table beside play itself: the player at the other terminal is
// present, waited for, or gone. The host's front end (net::HostTable) and the guest's
// (net::GuestTable) drive it; a front end that never plays over the network does not implement
// it (the session knows nothing of it).
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace schnapsen::game {

// What the idle check found (RemotePresence::set_idle).
enum class IdleNews {
  None,   // nothing the table shows changed
  Shown,  // news is on the table: redraw
  Leave,  // the other side is gone: leave the turn (as a Quit) or the box (closed, answered no)
          // that waits, and every one around it, so the player is told at once
};

class RemotePresence {
 public:
  virtual ~RemotePresence() = default;
  // A line about the player at the other terminal ("Waiting for Bob to rejoin"), shown at once
  // until the next event or line; `news` (joined, dropped, left) is also kept in the table's
  // log, where a turn's prompt does not replace it.
  virtual void set_remote_status(const std::string& line, bool news = false) = 0;
  // Asked about every 250 ms while the table waits for its player (its own turn, a box): news
  // from the other terminal. Set before the match begins; empty: none.
  virtual void set_idle(const std::function<IdleNews()>& idle) = 0;
  // The table waits for the player at the other terminal (their turn, their answer). It shows
  // the match as it stands, with the last remote status on its message line and the keys that
  // apply while waiting (q quits, asking first; help, statistics, the log, Ctrl-L), and asks
  // `ready` about every 50 ms. Returns true once `ready` said so, false when the player chose to
  // quit.
  virtual bool wait_for_remote(const std::function<bool()>& ready) = 0;
  // A box the player closes, about the end of the connection ("Alice left").
  virtual void tell(const std::string& title, const std::vector<std::string>& lines) = 0;
  // What quitting a saved match means here, said by the quit question instead of "The match is
  // saved and can be resumed." ("" that sentence).
  virtual void set_quit_meaning(const std::string& line) = 0;
  // The player at the other terminal, whose yes another match needs too ("" none): the "play
  // again?" question names them.
  virtual void set_other_player(const std::string& name) = 0;
};

}  // namespace schnapsen::game
