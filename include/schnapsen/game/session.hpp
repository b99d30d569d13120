// One match session for every front end: a match's whole life (new or resumed, the write-ahead
// save of every action, statistics counted exactly once, the end and "play again?") behind one
// class. The terminal table is one front end of it; the tests drive it with a scripted one.
//
// Write-ahead: the Controller calls the session after every change and before any event about
// it is shown or any player is told, so killing the process at any instant loses nothing the
// player saw. A finished hand stays in the save (with its result) until the next deal; resuming
// it shows its end again and applies its result once. Statistics are keyed by the match id and
// the hand index (stats.hpp), so a hand counts once however often the match is resumed.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/bots/bot_player.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/game/controller.hpp"
#include "schnapsen/game/match_recorder.hpp"
#include "schnapsen/game/play_front_end.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/game/session_lock.hpp"
#include "schnapsen/game/stats.hpp"
#include "schnapsen/game/take_back.hpp"

namespace schnapsen::game {

// The match the command line asks for, and which of its settings the user gave explicitly
// (on resume, a given setting that differs from the save is reported as ignored).
struct MatchRequest {
  MatchSpec spec;
  GivenFlags given;
  int bot_timeout_ms = bots::kDefaultBotTimeoutMs;
  int threads = 1;         // a search opponent's threads per decision (the same choices for any)
  bool take_back = false;  // --undo: take-backs asked for (take_back.hpp decides)
  SavedLook look;          // the table's language and card names, kept in the save for a resume
  std::string note;        // shown with the first match's warnings (e.g. a settings file ignored)
};

// Where a session's matches are played, when not at a table of this program alone: the host of
// a network match deals from a cryptographic source (a seed could be found from the cards
// seen), offers the advice key only when it allows both players advice, and keeps the save in
// a directory of its own while counting the match with the others. The defaults are a local
// table's.
struct Venue {
  std::function<Deck(int hand_index)> deal;  // each hand's deck; empty: from the seed
  bool advice = true;                        // the table may give advice
  // Where the statistics and the history are kept; nullopt: the state directory.
  std::optional<std::filesystem::path> records_dir;
};

// Default seat names for a request: "You" and "AI <level>", "Bot", or "Player 1"/"Player 2".
std::array<std::string, 2> default_names(const std::array<SeatSetup, 2>& seats);

// How the session begins.
enum class StartMode {
  Ask,       // a save exists: the front end asks whether to resume it
  Resume,    // --resume: resume the save (an error when there is none)
  New,       // --new: a new match replaces the save once its first hand is dealt
  Separate,  // --separate: a new match beside a running one; nothing is saved or locked
};

// A match as it is played: its spec (the first dealer drawn) and id; for a resumed match, its save.
struct MatchSetup {
  MatchSpec spec;
  std::string match_id;
  std::optional<SavedMatch> resumed;
  std::vector<std::string> ignored;  // flags that contradicted the resumed save, e.g. "--ai master"
  std::optional<std::filesystem::path> stats_file;  // the statistics kept, if any (stats.hpp)
  TakeBack take_back = TakeBack::NotAsked;  // whether the human may take back moves, or why not
  bool advice = true;                       // the table may give advice (Venue::advice)
};

// What a front end is told when a match has ended.
struct MatchSummary {
  int winner = 0;
  std::array<int, 2> bummerls{};  // lost by each seat
  int hands = 0;
  std::optional<StatsLine> stats;  // the statistics line against this opponent, when kept
  StatsKey stats_key;
};

// The answer to the resume question.
enum class ResumeChoice {
  Resume,    // go on with the saved match
  NewMatch,  // a new match (the save is replaced once its first hand is dealt)
  Quit,      // leave; the save stays as it is
};

// The saved match's opponent could not start: what the player wants instead.
struct OpponentChoice {
  enum class Kind { NewMatch, OtherOpponent, Quit } kind = Kind::Quit;
  std::string level;  // OtherOpponent: the AI level to take the seat
};

// A front end of the session: it asks the player the session's questions, shows the events (each
// with a snapshot of the table) and takes the human seats' decisions as SeatAnswers. It never
// sees the controller or the game state. A scripted implementation drives matches in tests.
class SessionFrontEnd : public PlayFrontEnd {
 public:
  // A save exists: whether to resume it, start a new match or quit. `description` is the match
  // in a line (describe_saved) and, when resuming would ignore flags of the command line, a
  // second line (after a '\n') that says which.
  virtual ResumeChoice offer_resume(const SavedMatch& saved, const std::string& description) = 0;
  // The resumed match's opponent failed to start (`why`).
  virtual OpponentChoice opponent_failed(const SavedMatch& saved, const std::string& why) = 0;
  // A match is about to be played; the front end sets up its table.
  virtual void begin_match(const MatchSetup& setup) = 0;
  // PlayFrontEnd's human seats are valid from begin_match to the end of the match; its hand so
  // far is a resumed match's.
  // Whether the match as it stands is saved, with a line about saving or statistics.
  virtual void set_save_status(const SaveStatus& status) = 0;
  // After the match-over screen (the finished match still on the table): true starts another.
  virtual bool play_again(const MatchSummary& summary) = 0;
  // The match's controller is gone (the match ended, was left or failed): drop it.
  virtual void end_match() = 0;
  // A front end that deals with the other player (network play: the host's table makes each deck
  // from both players' random shares, net/fair_deal.hpp): the deck of hand `hand_index`, nullopt
  // for the venue's. It may throw ai::Stopped (its player quit while it waited): the match stops
  // there, saved, as at a Quit. deal_proof() is what the save keeps of the hand in play's deal,
  // given back as MatchSetup::resumed->deal_proof.
  virtual std::optional<Deck> deal(int /*hand_index*/) { return std::nullopt; }
  virtual std::string deal_proof() const { return {}; }
  // Asked while the game waits for a bot (at least every 100 ms; must not throw): true stops the
  // wait and ends the match where it stands, as a human seat's Quit (the save keeps it). Empty
  // (the default): waits for a bot run to its time limit.
  virtual std::function<bool()> stop_check() { return {}; }
};

// Why the session stopped.
struct SessionEnd {
  enum class Kind { Finished, Left } kind = Kind::Finished;  // Left: the player quit a match
  bool saved = false;  // a match is in the save and `--resume` goes on with it
};

class Session {
 public:
  // Opens the state directory (nullopt: nothing is saved; `no_dir_reason` says why), takes its
  // lock unless `mode` is Separate (an error naming the running process when it is held), and
  // reads the save (a save that cannot be resumed is moved aside and reported as a warning).
  // Resume mode without a save is an error.
  static Expected<std::unique_ptr<Session>, std::string> open(
      std::optional<std::filesystem::path> state_dir, const std::string& no_dir_reason,
      StartMode mode, MatchRequest request, Venue venue = {});

  // Plays matches until the player stops. Exceptions from the front end (a signal) or from a
  // failing opponent pass through; the save is always one a resume can use.
  SessionEnd run(SessionFrontEnd& front);

  // Names seat `seat` of new matches (network play: the guest's own name, known once it joined),
  // unless names were given on the command line; a resumed match keeps its saved names.
  void name_seat(int seat, std::string name);

  // True while the save holds a match that `--resume` goes on with.
  bool match_saved() const { return recorder_.match_saved(); }
  const std::optional<SavedMatch>& saved() const { return saved_; }

 private:
  Session() = default;
  MatchSetup new_setup(std::uint64_t seed) const;
  MatchSetup resume_setup(const SavedMatch& saved) const;
  // The match after `played` (play again), with seed `seed`.
  MatchSetup next_setup(const MatchSetup& played, std::uint64_t seed) const;
  std::unique_ptr<ai::Player> make_opponent(const MatchSetup& setup,
                                            std::function<bool()> stop_check) const;
  // Plays one match to its end and asks whether to play again (nullopt: the player left).
  std::optional<bool> play(SessionFrontEnd& front, MatchSetup& setup);
  // The warnings shown with the match's first hand: the session's, the request's, ignored flags.
  std::string start_note(const MatchSetup& setup) const;
  void commit(const Controller& c, const MatchSetup& setup, SessionFrontEnd& front);
  MatchSummary summary(const Controller& c, const MatchSetup& setup) const;

  MatchRecorder recorder_;
  std::string start_note_;  // shown through the first hand played
  int start_hands_ = 0;
  std::string warning_;  // shown at the start (no state directory, a rejected save, ...)
  StartMode mode_ = StartMode::Ask;
  MatchRequest request_;
  Venue venue_;
  std::optional<SavedMatch> saved_;
  // The match was left for a new one (SeatAnswer::NewMatch): the new opponent's level, or empty.
  std::optional<std::string> new_match_;
};

// "You vs AI master, soft rules, hand 4, Bummerl points 5:7": a save for the resume question.
std::string describe_saved(const SavedMatch& saved);
// For a level of an earlier version, translated: "the level 'medium' is now 'master' (the levels
// were redone: schnapsen levels)"; "" for any other name. The table says it of a resumed save,
// the command line of a flag or a setting.
std::string retired_level_note(std::string_view level);
// A seat whose AI level is one of an earlier version: its successor takes the seat (and its
// default name), and the note above says so; "" for any other seat. The one place a seat's
// retired level is mapped, for the saved match and the one asked for alike.
std::string retire_level(SeatSetup& seat);
// A fresh match id: 16 hexadecimal digits from the system's random source.
std::string new_match_id();

}  // namespace schnapsen::game
