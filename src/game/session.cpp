// A match session: new or resumed matches, the write-ahead save, statistics, the end (session.hpp).
#include "schnapsen/game/session.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <thread>
#include <utility>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/random_seed.hpp"
#include "schnapsen/bots/bot_player.hpp"
#include "schnapsen/bots/player_factory.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/history.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::game {

namespace {

// The flag that would ask for seat 1 as `seat` has it.
std::string opponent_flag(const SeatSetup& seat) {
  switch (seat.kind) {
    case SeatKind::Human: return "--hotseat";
    case SeatKind::Ai: return "--ai " + seat.level_or_command;
    case SeatKind::Bot: return "--opponent-cmd " + seat.level_or_command;
    case SeatKind::Remote: return "schnapsen host";
  }
  return "--ai";
}

// The flags of `request` that contradict `saved`.
std::vector<std::string> contradictions(const MatchRequest& request, const SavedMatch& saved) {
  std::vector<std::string> ignored;
  if (request.given.rules && !(request.spec.rules == saved.hand.rules))
    ignored.push_back("--rules " + std::string(rules_name(request.spec.rules)));
  const SeatSetup& want = request.spec.seats[1];
  const SeatSetup& have = saved.seats[1];
  if (request.given.opponent &&
      (want.kind != have.kind || want.level_or_command != have.level_or_command))
    ignored.push_back(opponent_flag(want));
  if (request.given.names && (request.spec.seats[0].name != saved.seats[0].name ||
                              request.spec.seats[1].name != saved.seats[1].name))
    ignored.push_back("--names " + request.spec.seats[0].name + "," + request.spec.seats[1].name);
  if (request.given.bummerls) {
    if (request.spec.settings.bummerls_to_lose != saved.settings.bummerls_to_lose)
      ignored.push_back("--bummerls " + std::to_string(request.spec.settings.bummerls_to_lose));
    if (request.spec.settings.schneider_bummerl != saved.settings.schneider_bummerl)
      ignored.emplace_back(request.spec.settings.schneider_bummerl ? "(Schneider-Bummerl on)"
                                                                   : "--no-schneider-bummerl");
  }
  return ignored;
}

// The opponent failed before it answered once: it did not start (a bot whose command is wrong,
// missing or crashing at once).
class OpponentDidNotStart : public ai::PlayerFailure {
 public:
  using ai::PlayerFailure::PlayerFailure;
};

// Passes everything to the opponent and notes whether it ever answered.
class AnsweringSeat : public ai::Player {
 public:
  explicit AnsweringSeat(ai::Player& inner) : inner_(inner) {}
  std::string name() const override { return inner_.name(); }
  Action choose(const SeatView& view, const ai::MatchInfo& match) override {
    const Action a = inner_.choose(view, match);
    answered_ = true;
    return a;
  }
  void hand_over(int seat, const HandRecord& record, const HandResult& result,
                 const ai::MatchInfo& match) override {
    inner_.hand_over(seat, record, result, match);
  }
  bool answered() const { return answered_; }

 private:
  ai::Player& inner_;
  bool answered_ = false;
};

// The players of a match's two seats: the front end's humans (a remote seat is one, asked over
// the network), an opponent shown by the front end.
struct SeatPlayers {
  SeatPlayers(SessionFrontEnd& front, const SeatSetup& other, ai::Player* opponent)
      : players{&front.human(0), static_cast<ai::Player*>(nullptr)} {
    if (other.kind == SeatKind::Human || other.kind == SeatKind::Remote) {
      players[1] = &front.human(1);
      return;
    }
    answering = std::make_unique<AnsweringSeat>(*opponent);
    shown = front.watch(1, *answering);
    players[1] = shown ? shown.get() : answering.get();
  }
  // Plays the match; an opponent that fails before its first answer did not start.
  void run(Controller& controller) const {
    try {
      controller.run();
    } catch (const ai::PlayerFailure& e) {
      if (answering && !answering->answered()) throw OpponentDidNotStart(e.what());
      throw;
    }
  }

  std::unique_ptr<AnsweringSeat> answering;
  std::unique_ptr<ai::Player> shown;
  std::array<SeatPlayer, 2> players;
};

// The controller of `setup`, dealt as the front end or else the venue deals; a resumed match as
// its save left it.
std::unique_ptr<Controller> controller_for(const MatchSetup& setup, const Venue& venue,
                                           SessionFrontEnd& front,
                                           const std::array<SeatPlayer, 2>& players) {
  ControllerConfig config;
  config.rules = setup.spec.rules;
  config.match = setup.spec.settings;
  config.seed = setup.spec.seed;
  config.deal = [&front, venue = venue.deal, seed = setup.spec.seed](int hand_index) {
    if (std::optional<Deck> deck = front.deal(hand_index)) return *deck;
    return venue ? venue(hand_index) : deck_for_hand(seed, hand_index);
  };
  config.first_dealer = setup.spec.first_dealer;
  config.take_back = setup.take_back == TakeBack::On;
  if (!setup.resumed) return std::make_unique<Controller>(config, players);
  auto controller = std::make_unique<Controller>(config, players, setup.resumed->match_at_deal(),
                                                 setup.resumed->hand);
  if (setup.resumed->taken_back) controller->mark_taken_back();
  return controller;
}

}  // namespace

std::array<std::string, 2> default_names(const std::array<SeatSetup, 2>& seats) {
  switch (seats[1].kind) {
    case SeatKind::Human: return {"Player 1", "Player 2"};
    case SeatKind::Bot: return {"You", "Bot"};
    case SeatKind::Remote: return {"Host", "Guest"};
    case SeatKind::Ai: break;
  }
  return {"You", "AI " + seats[1].level_or_command};
}

std::string describe_saved(const SavedMatch& s) {
  const Match m = s.match_at_deal();
  return tr(N_("%s vs %s, %s rules, hand %d, Bummerl points %d:%d"),
            {shown_name(s.seats[0].name), shown_name(s.seats[1].name),
             std::string(rules_name(s.hand.rules)), std::to_string(s.hands_played + 1),
             std::to_string(m.points(0)), std::to_string(m.points(1))});
}

std::string retired_level_note(std::string_view level) {
  const ai::RetiredLevel* r = ai::retired_level(level);
  if (!r) return {};
  return tr(N_("the level '%s' is now '%s' (the levels were redone: schnapsen levels)"),
            {std::string(r->name), std::string(r->now)});
}

std::string retire_level(SeatSetup& seat) {
  if (seat.kind != SeatKind::Ai || !ai::retired_level(seat.level_or_command)) return {};
  std::string note = retired_level_note(seat.level_or_command);
  const std::string now = ai::current_level_name(seat.level_or_command);
  if (seat.name == "AI " + seat.level_or_command) seat.name = "AI " + now;
  seat.level_or_command = now;
  return note;
}

std::string new_match_id() {
  const std::uint64_t word = ai::random_seed();
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(word));
  return buf;
}

Expected<std::unique_ptr<Session>, std::string> Session::open(
    std::optional<std::filesystem::path> state_dir, const std::string& no_dir_reason,
    StartMode mode, MatchRequest request, Venue venue) {
  std::unique_ptr<Session> s(new Session());
  s->mode_ = mode;
  s->request_ = std::move(request);
  s->venue_ = std::move(venue);
  if (!state_dir) {
    if (mode == StartMode::Resume)
      return unexpected(tr(N_("--resume: no saved match (%s)"), {no_dir_reason}));
    s->warning_ = tr(N_("not saving: %s"), {no_dir_reason});
    return s;
  }
  const std::filesystem::path records = s->venue_.records_dir.value_or(*state_dir);
  if (mode == StartMode::Separate) {
    s->recorder_ = MatchRecorder(records);
    s->warning_ = _("a separate match: it is not saved");
    return s;
  }
  auto lock = SessionLock::acquire(*state_dir);
  if (!lock && lock.error().held) return unexpected(lock.error().message);
  if (!lock) {  // an unusable state directory: play goes on unsaved, and says so
    if (mode == StartMode::Resume) return unexpected("--resume: " + lock.error().message);
    s->recorder_ = MatchRecorder(records);
    s->warning_ = tr(N_("saving failed: %s"), {lock.error().message});
    return s;
  }
  s->recorder_ = MatchRecorder(std::move(*lock), records);
  if (mode != StartMode::New) {
    LoadedSave loaded = s->recorder_.load();
    if (loaded.status == LoadedSave::Status::Loaded) {
      s->saved_ = std::move(loaded.match);
      // A level of an earlier version: its successor plays on, and the table says so once.
      if (std::string note = retire_level(s->saved_->seats[1]); !note.empty())
        s->warning_ = std::move(note);
    } else if (loaded.status == LoadedSave::Status::Rejected)
      s->warning_ = loaded.message;
  }
  if (mode == StartMode::Resume && !s->saved_)
    return unexpected(s->warning_.empty() ? std::string(_("--resume: no saved match"))
                                          : tr(N_("--resume: no saved match (%s)"), {s->warning_}));
  return s;
}

void Session::name_seat(int seat, std::string name) {
  if (!request_.given.names)
    request_.spec.seats[static_cast<std::size_t>(seat)].name = std::move(name);
}

MatchSetup Session::new_setup(std::uint64_t seed) const {
  MatchSetup setup;
  setup.spec = request_.spec;
  setup.spec.seed = seed;
  if (setup.spec.first_dealer < 0) setup.spec.first_dealer = first_dealer_for(seed);
  const auto names = default_names(setup.spec.seats);
  for (int seat = 0; seat < 2; ++seat)
    if (setup.spec.seats[seat].name.empty()) setup.spec.seats[seat].name = names[seat];
  setup.match_id = new_match_id();
  return setup;
}

MatchSetup Session::resume_setup(const SavedMatch& saved) const {
  MatchSetup setup;
  setup.spec = saved.spec();  // its first dealer unused: the match is restored from the save
  setup.match_id = saved.match_id;
  setup.resumed = saved;
  setup.ignored = contradictions(request_, saved);
  return setup;
}

std::unique_ptr<ai::Player> Session::make_opponent(const MatchSetup& setup,
                                                   std::function<bool()> stop_check) const {
  const SeatSetup& seat = setup.spec.seats[1];
  if (seat.kind == SeatKind::Human) return nullptr;
  if (seat.kind == SeatKind::Remote) {
    // A network match is played on where seat 1 waits for its guest (the request's seat 1 is
    // remote too); any other table would have nobody to play it.
    if (request_.spec.seats[1].kind == SeatKind::Remote) return nullptr;
    throw ai::PlayerFailure(_("this match was played over the network: only its host plays it on"));
  }
  // A save may come from elsewhere: the bot command it names runs only when the player gave the
  // same command on the command line; else the player is shown it (made safe to print).
  const SeatSetup& asked = request_.spec.seats[1];
  if (setup.resumed && seat.kind == SeatKind::Bot &&
      !(request_.given.opponent && asked.kind == SeatKind::Bot &&
        asked.level_or_command == seat.level_or_command))
    throw ai::PlayerFailure("this match was saved against the bot '" +
                            text::shorten(seat.level_or_command, 200) +
                            "', which runs only when the command line names it: resume with "
                            "--opponent-cmd and that command");
  bots::PlayerOptions options;
  options.bot_timeout_ms = request_.bot_timeout_ms;
  options.threads = request_.threads;
  options.bot_stop_requested = std::move(stop_check);
  const std::string name =
      seat.kind == SeatKind::Bot ? "cmd:" + seat.level_or_command : seat.level_or_command;
  auto player =
      bots::make_player(name, SplitMix64(setup.spec.seed ^ 0xA1A1A1A1ull).next(), options);
  if (!player) throw ai::PlayerFailure(player.error());
  // A bot is started at once, so that one that cannot start fails before anything is saved.
  if (auto* bot = dynamic_cast<bots::BotPlayer*>(player->get())) bot->start();
  return std::move(*player);
}

SessionEnd Session::run(SessionFrontEnd& front) {
  bool resuming = saved_ && mode_ == StartMode::Resume;
  if (saved_ && !resuming) {
    // The flags that resuming would ignore are said with the question, before the answer.
    std::string offer = describe_saved(*saved_);
    if (const auto ignored = contradictions(request_, *saved_); !ignored.empty())
      offer += "\n" + tr(N_("Resuming it ignores %s: a resumed match keeps its settings."),
                         {text::join(ignored, ", ")});
    const ResumeChoice choice = front.offer_resume(*saved_, offer);
    // Left at the question: the save stays as it is.
    if (choice == ResumeChoice::Quit) return {SessionEnd::Kind::Left, match_saved()};
    resuming = choice == ResumeChoice::Resume;
  }
  MatchSetup setup = resuming ? resume_setup(*saved_) : new_setup(request_.spec.seed);
  if (mode_ != StartMode::Resume) setup.ignored.clear();  // said with the question
  std::uint64_t seed = setup.spec.seed;
  for (;;) {
    std::optional<bool> again;
    try {
      again = play(front, setup);
    } catch (const OpponentDidNotStart& e) {
      if (!setup.resumed) {
        // A new match whose opponent never played leaves the save as it found it.
        recorder_.restore_previous_save();
        throw ai::PlayerFailure(e.what());
      }
      // The resumed match as far as it got (moves made before the failure), as last committed.
      SavedMatch now = recorder_.committed().value_or(*setup.resumed);
      const OpponentChoice choice = front.opponent_failed(now, e.what());
      if (choice.kind == OpponentChoice::Kind::Quit) return {SessionEnd::Kind::Left, match_saved()};
      if (choice.kind == OpponentChoice::Kind::NewMatch) {
        setup = new_setup(request_.spec.seed);
      } else {
        now.seats[1] = {SeatKind::Ai, choice.level, "AI " + choice.level};
        setup = resume_setup(now);
        setup.ignored.clear();
      }
      continue;
    }
    recorder_.forget_previous_save();  // a match ended: nothing to restore any more
    // The player may have abandoned the match for a new one (the menu), with the opponent it
    // chose: the save keeps the abandoned match until the new one's first deal replaces it; its
    // finished hands stay counted, the match is counted as neither won nor lost.
    const std::optional<std::string> abandoned_for = std::exchange(new_match_, std::nullopt);
    if (!abandoned_for && !again) return {SessionEnd::Kind::Left, match_saved()};
    if (!abandoned_for && !*again) return {SessionEnd::Kind::Finished, false};
    seed = SplitMix64(seed).next();
    setup = next_setup(setup, seed);
    if (abandoned_for && !abandoned_for->empty())
      setup.spec.seats[1] = {SeatKind::Ai, *abandoned_for, "AI " + *abandoned_for};
  }
}

MatchSetup Session::next_setup(const MatchSetup& played, std::uint64_t seed) const {
  // "Play again" means the match just played, as the command line asked where it asked: a
  // resumed match's own opponent, rules and names are kept where no flag named others.
  MatchSetup next = new_setup(seed);
  if (!request_.given.rules) next.spec.rules = played.spec.rules;
  if (!request_.given.bummerls) next.spec.settings = played.spec.settings;
  if (!request_.given.opponent) next.spec.seats[1] = played.spec.seats[1];  // with its name
  if (!request_.given.names) next.spec.seats[0].name = played.spec.seats[0].name;
  return next;
}

std::optional<bool> Session::play(SessionFrontEnd& front, MatchSetup& setup) {
  std::unique_ptr<ai::Player> opponent;
  try {
    opponent = make_opponent(setup, front.stop_check());
  } catch (const ai::PlayerFailure& e) {
    throw OpponentDidNotStart(e.what());
  }
  setup.stats_file = recorder_.stats_file();
  setup.take_back = take_back_for(request_.take_back, setup.spec.rules, setup.spec.seats);
  setup.advice = venue_.advice;
  front.begin_match(setup);
  struct EndMatch {  // however play() ends, the front end lets go of the controller
    SessionFrontEnd& front;
    ~EndMatch() { front.end_match(); }
  } end_match{front};
  SeatPlayers seats(front, setup.spec.seats[1], opponent.get());
  recorder_.begin_match();
  const std::unique_ptr<Controller> controller =
      controller_for(setup, venue_, front, seats.players);
  start_note_ = start_note(setup);
  start_hands_ = controller->match_at_deal().hands_played();
  front.set_save_status({false, start_note_});  // saved from the first commit on
  controller->on_step([&](const Controller& c) { commit(c, setup, front); });
  // A resumed hand is saved again at once, and a finished one counted if it was not yet.
  if (controller->hand()) commit(*controller, setup, front);
  if (auto hand = controller->hand_so_far()) front.show_hand_so_far(*hand);
  controller->on_event([&front](const GameEvent& e) { front.on_event(e); });
  seats.run(*controller);
  if (controller->left()) {
    new_match_ = controller->new_match();
    return std::nullopt;
  }
  // Every end screen was shown and dismissed: the match is over for good.
  if (auto err = recorder_.remove_save())
    front.set_save_status({false, tr(N_("removing the save failed: %s"), {*err})});
  warning_.clear();
  request_.note.clear();
  return front.play_again(summary(*controller, setup));
}

std::string Session::start_note(const MatchSetup& setup) const {
  std::vector<std::string> notes;
  if (!warning_.empty()) notes.push_back(warning_);
  if (!request_.note.empty()) notes.push_back(request_.note);
  if (!setup.ignored.empty())
    notes.push_back(
        tr(N_("ignored %s: a resumed match keeps its settings (--new starts a new one)"),
           {text::join(setup.ignored, ", ")}));
  return text::join(notes, "; ");
}

void Session::commit(const Controller& c, const MatchSetup& setup, SessionFrontEnd& front) {
  if (!c.hand()) return;
  SaveStatus status =
      recorder_.commit(c, setup.spec.seats, setup.match_id, request_.look, front.deal_proof());
  // The start's note (a rejected save, ignored flags) stays through the first hand.
  if (status.warning.empty() && c.match_at_deal().hands_played() == start_hands_)
    status.warning = start_note_;
  front.set_save_status(status);
}

MatchSummary Session::summary(const Controller& c, const MatchSetup& setup) const {
  MatchSummary out;
  const Match& m = c.match();
  out.winner = m.winner();
  out.bummerls = {m.bummerls(0), m.bummerls(1)};
  out.hands = m.hands_played();
  SavedMatch keyed;
  keyed.seats = setup.spec.seats;
  keyed.hand.rules = setup.spec.rules;
  out.stats_key = stats_key(keyed, 0);
  if (const auto& file = recorder_.stats_file()) {
    if (auto stats = read_stats(*file)) {
      auto line = stats->lines.find(out.stats_key);
      if (line != stats->lines.end()) out.stats = line->second;
    }
  }
  return out;
}

}  // namespace schnapsen::game
