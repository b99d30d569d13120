// Line mode's front end (line_table.hpp).
#include "schnapsen/line/line_table.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <iostream>
#include <utility>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/review.hpp"
#include "schnapsen/game/stats.hpp"
#include "schnapsen/line/card_words.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::line {

namespace {

constexpr std::size_t kKeptLines = 200;  // for `log`
constexpr int kDefaultLogLines = 5;
constexpr std::size_t kMaxTypedAhead = 100;  // network play: actions kept for the player's turn

}  // namespace

std::string safe(const std::string& text) { return text::shorten(text, 300); }

// A human seat at the keyboard: its turn in words, then commands until it acts.
class LineTable::Seat : public game::HumanSeat {
 public:
  Seat(LineTable& table, int seat) : table_(table), seat_(seat) {}
  game::SeatAnswer answer(const game::HumanTurn& turn) override;

 private:
  std::string prompt(const SeatView& view) const;
  // The action a command asks for, or nullopt after saying why there is none.
  std::optional<Action> action_of(const LineCommand& c, const game::HumanTurn& turn);
  std::optional<Action> checked(Action a, const game::HumanTurn& turn);
  // Hot-seat: waits for this seat's player to say ready; false when the player quit instead.
  bool private_screen();
  // `line` for this seat's player only: to its private command, or here (in hot-seat play
  // after ready); false when the player quit instead of saying ready.
  bool tell(const std::string& line);
  // What one typed command does at this turn: the seat's answer, or nullopt to read on.
  std::optional<game::SeatAnswer> reply(const LineCommand& c, const game::HumanTurn& turn);

  LineTable& table_;
  int seat_;
};

LineTable::LineTable(std::istream& in, std::ostream& out, LineOptions options)
    : in_(in), out_(out), options_(std::move(options)), cues_(options_.sound_cmd) {
  naming_.card = [this](Card c) { return card(c); };
  naming_.suit = [this](Suit s) { return suit_words(s, options_.german_suits); };
  for (int seat = 0; seat < 2; ++seat) seats_[seat] = std::make_unique<Seat>(*this, seat);
}

LineTable::~LineTable() = default;

std::string LineTable::card(Card c) const { return card_words(c, options_.german_suits); }

Message LineTable::in_words(Message m) const {
  for (std::string& arg : m.args) {
    for (int s = 0; s < kSuitCount; ++s)  // "clubs": the suit in the table's words
      if (arg == suit_name(static_cast<Suit>(s))) arg = naming_.suit(static_cast<Suit>(s));
    std::vector<std::string> named;
    std::size_t from = 0;
    for (;;) {  // "Qs, Ks, Ts": each card in words, or the argument as it is
      const std::size_t comma = arg.find(", ", from);
      const auto c =
          parse_card(arg.substr(from, comma == std::string::npos ? comma : comma - from));
      if (!c) break;
      named.push_back(card(*c));
      if (comma == std::string::npos) {
        arg = text::join(named, ", ");
        break;
      }
      from = comma + 2;
    }
  }
  return m;
}

void LineTable::say(const std::string& line) {
  out_ << line << std::endl;  // whole and flushed: a screen reader speaks what has come
}

bool LineTable::send_private(int seat, const std::string& line) {
  PrivateLines* lines = private_[seat].get();
  if (!lines) return false;
  if (lines->send(line)) return true;
  say(tr(N_("The private command of %s %s: that player's cards are read here, after ready."),
         {game::shown_name(naming_.players[seat]), safe(lines->ended())}));
  private_[seat].reset();  // from now on this seat's player says ready (Seat::tell)
  return false;
}

void LineTable::announce(const std::string& line) {
  say(line);
  events_.push_back(line);
  if (events_.size() > kKeptLines) events_.pop_front();
}

std::optional<std::string> LineTable::read_line() {
  if (!typed_ahead_.empty()) {
    std::string line = std::move(typed_ahead_.front());
    typed_ahead_.pop_front();
    return line;
  }
  if (ended_) return std::nullopt;
  std::string line;
  if (!idle_ && !reader_) {
    if (!std::getline(in_, line)) {
      ended_ = true;
      return std::nullopt;
    }
    if (line.size() > LineReader::kMaxLineBytes) line.resize(LineReader::kMaxLineBytes);
    return line;
  }
  if (!reader_) reader_ = std::make_unique<LineReader>(in_);
  for (;;) {
    switch (reader_->next(line, std::chrono::milliseconds(250))) {
      case LineReader::Got::Line: return line;
      case LineReader::Got::End: ended_ = true; return std::nullopt;
      case LineReader::Got::Timeout:
        if (idle_ && idle_() == game::IdleNews::Leave) return std::nullopt;
    }
  }
}

std::string LineTable::quit_question() const {
  if (save_.saved && !quit_meaning_.empty())
    return tr(N_("Quit? %s yes or no"), {safe(quit_meaning_)});
  return save_.saved ? _("Quit? The match is saved and can be resumed. yes or no")
                     : _("Quit? This match is not saved. yes or no");
}

void LineTable::set_remote_status(const std::string& line, bool news) {
  if (line == remote_status_) return;  // said once
  remote_status_ = line;
  if (line.empty()) return;
  if (news) {
    announce(safe(line));
  } else {
    say(safe(line));
  }
}

void LineTable::set_idle(const std::function<game::IdleNews()>& idle) { idle_ = idle; }

bool LineTable::wait_for_remote(const std::function<bool()>& ready) {
  if (!reader_) reader_ = std::make_unique<LineReader>(in_);
  std::string line;
  while (!ready()) {
    if (ended_) return false;
    const LineReader::Got got = reader_->next(line, std::chrono::milliseconds(50));
    if (got == LineReader::Got::Timeout) continue;
    if (got == LineReader::Got::End) {
      ended_ = true;
      return false;
    }
    const LineCommand c = parse_line_command(line);
    if (c.kind == LineCommand::Kind::Quit) {
      if (ask(quit_question(), true)) return false;
    } else if (c.kind == LineCommand::Kind::Empty) {
      say(remote_status_.empty() ? status_line() : safe(remote_status_));
    } else if (!answer_question(c, nullptr)) {
      // An action typed ahead (a pipe, a quick player) waits for the turn it is meant for.
      if (typed_ahead_.size() >= kMaxTypedAhead) {
        say(_("Not your turn yet, and too much is typed ahead: that line is dropped."));
      } else {
        typed_ahead_.push_back(line);
        say(_("Not your turn yet: kept for your turn."));
      }
    }
  }
  return true;
}

void LineTable::tell(const std::string& title, const std::vector<std::string>& lines) {
  say(safe(title) + ".");
  for (const std::string& line : lines)
    if (line != remote_status_) say(safe(line));  // not twice in a row
}

void LineTable::set_quit_meaning(const std::string& line) { quit_meaning_ = line; }

void LineTable::set_other_player(const std::string& name) { other_player_ = name; }

bool LineTable::ask(const std::string& question, bool otherwise) {
  say(question);
  for (;;) {
    const std::optional<std::string> line = read_line();
    if (!line) return otherwise;
    const LineCommand c = parse_line_command(*line);
    if (c.kind == LineCommand::Kind::Yes) return true;
    if (c.kind == LineCommand::Kind::No) return false;
    if (!answer_question(c, nullptr)) say(_("Please answer yes or no."));
  }
}

game::ResumeChoice LineTable::offer_resume(const game::SavedMatch& saved,
                                           const std::string& description) {
  // Said in words: the table's description has the Bummerl points as "5:7", read as a time.
  const Match m = saved.match_at_deal();
  say(tr(N_("A saved match: %s against %s, %s rules, hand %d; Bummerl points to go: %d and %d."),
         {safe(game::shown_name(saved.seats[0].name)), safe(game::shown_name(saved.seats[1].name)),
          std::string(rules_name(saved.hand.rules)), std::to_string(saved.hands_played + 1),
          std::to_string(m.points(0)), std::to_string(m.points(1))}));
  // The description's later line: the flags that resuming ignores.
  if (const auto newline = description.find('\n'); newline != std::string::npos)
    say(safe(description.substr(newline + 1)));
  if (ask(_("Resume it? yes or no"), false)) return game::ResumeChoice::Resume;
  if (ended_) return game::ResumeChoice::Quit;
  return ask(_("Start a new match instead? yes or no"), false) ? game::ResumeChoice::NewMatch
                                                               : game::ResumeChoice::Quit;
}

game::OpponentChoice LineTable::opponent_failed(const game::SavedMatch&, const std::string& why) {
  say(tr(N_("The opponent cannot play: %s"), {safe(why)}));
  game::OpponentChoice choice;
  choice.kind = ask(_("Start a new match instead? yes or no"), false)
                    ? game::OpponentChoice::Kind::NewMatch
                    : game::OpponentChoice::Kind::Quit;
  return choice;
}

void LineTable::begin_match(const game::MatchSetup& setup) {
  setup_ = setup;
  const auto& seats = setup.spec.seats;
  naming_.players = {seats[0].name, seats[1].name};
  naming_.trick_points = setup.spec.rules.review_won_tricks;
  hot_seat_ = seats[0].kind == game::SeatKind::Human && seats[1].kind == game::SeatKind::Human;
  viewer_ = -1;
  start_private_lines();
  table_ = {};
  last_trick_.reset();
  if (studying_) return;  // a study's next deal: the same players, said at its first
  say(tr(N_("Match: %s against %s, %s rules. Type help for the commands."),
         {game::shown_name(seats[0].name), game::shown_name(seats[1].name),
          std::string(rules_name(setup.spec.rules))}));
}

void LineTable::start_private_lines() {
  const auto& seats = setup_->spec.seats;
  if (!hot_seat_ && !options_.private_cmds.empty())
    say(_("The private commands are for hot-seat play: not used in this match."));
  for (const auto& [name, command] : options_.private_cmds)
    if (hot_seat_ && name != seats[0].name && name != seats[1].name)
      say(tr(N_("No player of this match is named %s: that private command is not used."),
             {safe(name)}));
  for (int seat = 0; seat < 2; ++seat) {
    const auto command = options_.private_cmds.find(seats[seat].name);
    private_[seat].reset();
    if (!hot_seat_ || command == options_.private_cmds.end()) continue;
    auto started = PrivateLines::start(command->second);
    if (started) {
      private_[seat] = std::move(*started);
    } else {
      say(tr(N_("The private command of %s cannot take lines (%s): that player's cards are read "
                "here, after ready."),
             {game::shown_name(seats[seat].name), safe(started.error())}));
    }
  }
}

game::HumanSeat& LineTable::human(int seat) { return *seats_[seat == 1 ? 1 : 0]; }

std::unique_ptr<ai::Player> LineTable::watch(int, ai::Player&) { return nullptr; }

void LineTable::show_hand_so_far(const game::HandSoFar& hand) {
  table_ = hand.table;
  if (!hand.events.empty() && !studying_)
    say(tr(N_("Hand %d goes on where it was left."),
           {std::to_string(hand.events.front().hand_index + 1)}));
  say(status_line());
  // The cards' numbers, for a hand resumed at a turn (in hot-seat play, at the player's turn).
  if (table_.dealt && !hot_seat_) say(hand_line(my_view()));
}

const SeatView& LineTable::my_view() const {
  const bool second = setup_ && setup_->spec.seats[0].kind != game::SeatKind::Human;
  return table_.views[second ? 1 : 0];
}

std::vector<std::pair<int, Card>> LineTable::renumber(const SeatView& view, bool add) {
  std::vector<std::pair<int, Card>> added;
  CardSet listed;
  for (Card& c : listed_) {
    if (c.valid() && !view.hand.contains(c)) c = Card();
    if (c.valid()) listed.insert(c);
  }
  if (!add) return added;
  for (Card c : view.hand - listed) {
    auto slot = std::find_if(listed_.begin(), listed_.end(), [](Card s) { return !s.valid(); });
    if (slot == listed_.end()) slot = listed_.insert(listed_.end(), Card());
    *slot = c;
    added.emplace_back(static_cast<int>(slot - listed_.begin()) + 1, c);
  }
  return added;
}

void LineTable::on_event(const game::GameEvent& e) {
  table_ = e.table;
  announce(game::describe(e, naming_));
  // The snapshot of a trick's end already holds the cards drawn after it: they are the player's
  // news at CardsDrawn.
  const bool news = e.kind == game::EventKind::CardsDrawn || e.kind == game::EventKind::Exchanged;
  const auto added = table_.dealt && e.kind != game::EventKind::HandStarted
                         ? renumber(my_view(), news)
                         : std::vector<std::pair<int, Card>>{};
  if (hot_seat_) viewer_ = -1;  // a new hand: each player says ready again
  switch (e.kind) {
    case game::EventKind::HandStarted:
      if (!hot_seat_) say(hand_line(my_view()));  // in hot-seat play, at the player's turn
      break;
    case game::EventKind::CardsDrawn:
      if (hot_seat_) break;  // told at the player's turn, with the hand
      for (const auto& [number, c] : added)
        announce(tr(N_("You draw the %s, now card %d."), {card(c), std::to_string(number)}));
      break;
    case game::EventKind::TrickWon:
      last_trick_ = e.cards;
      last_trick_winner_ = e.seat;
      cues_.cue(setup_ && setup_->spec.seats[e.seat].kind == game::SeatKind::Human ? "trick-won"
                                                                                   : "trick-lost");
      break;
    case game::EventKind::Melded: cues_.cue("marriage"); break;
    case game::EventKind::HandOver:  // as the hand left them, before a Bummerl starts afresh
      if (!hot_seat_ && setup_ && setup_->spec.seats[1].kind != game::SeatKind::Remote)
        review_ = e.review;
      announce(standing_line(
          std::array<int, 2>{std::max(0, e.points_left[0]), std::max(0, e.points_left[1])}));
      cues_.cue("hand-over");
      break;
    default: break;
  }
}

void LineTable::set_save_status(const game::SaveStatus& status) {
  if (!status.warning.empty() && status.warning != save_.warning)
    say(tr(N_("Note: %s"), {safe(status.warning)}));
  save_ = status;
}

bool LineTable::play_again(const game::MatchSummary& summary) {
  say(tr(N_("Hands played: %d. Bummerls lost: %s %d, %s %d."),
         {std::to_string(summary.hands), game::shown_name(naming_.players[0]),
          std::to_string(summary.bummerls[0]), game::shown_name(naming_.players[1]),
          std::to_string(summary.bummerls[1])}));
  if (summary.stats) {
    const game::StatsLine& s = *summary.stats;
    say(tr(N_("Against %s, %s rules: matches won %d, lost %d; hands won %d, lost %d."),
           {game::shown_name(summary.stats_key.opponent), summary.stats_key.rules,
            std::to_string(s.matches_won), std::to_string(s.matches_lost),
            std::to_string(s.hands_won), std::to_string(s.hands_lost)}));
  }
  if (!other_player_.empty())
    say(tr(N_("Another match needs %s's yes too."), {game::shown_name(other_player_)}));
  return ask(_("Play another match? yes or no"), false);
}

void LineTable::end_match() { setup_.reset(); }

std::string LineTable::hand_line(const SeatView& view) {
  std::vector<Card> cards(view.hand.begin(), view.hand.end());
  // By suit, trumps last, each suit from the ace down: as a player holds them.
  const auto order = [&view](Card c) {
    return std::pair((c.suit() == view.trump ? 4 : 0) + static_cast<int>(c.suit()),
                     -static_cast<int>(c.rank()));
  };
  std::sort(cards.begin(), cards.end(), [&](Card a, Card b) { return order(a) < order(b); });
  listed_ = cards;
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < cards.size(); ++i)
    parts.push_back(std::to_string(i + 1) + " " + card(cards[i]));
  if (parts.empty()) return _("Your hand is empty.");
  return tr(N_("Your cards: %s."), {text::join(parts, ", ")});
}

std::string LineTable::numbered_line(const SeatView& view) {
  renumber(view, true);
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < listed_.size(); ++i)
    if (listed_[i].valid()) parts.push_back(std::to_string(i + 1) + " " + card(listed_[i]));
  if (parts.empty()) return _("Your hand is empty.");
  return tr(N_("Your cards: %s."), {text::join(parts, ", ")});
}

std::string LineTable::trick_line(const SeatView& view) const {
  if (!view.lead.valid()) return _("No card is on the table.");
  return tr(N_("On the table: the %s."), {card(view.lead)});
}

std::string LineTable::talon_line(const SeatView& view) const {
  const std::string trump = suit_words(view.trump, options_.german_suits);
  if (view.closer >= 0)
    return tr(N_("Trump is %s. %s closed the talon."),
              {trump, game::shown_name(naming_.players[view.closer])});
  if (view.talon_size == 0) return tr(N_("Trump is %s. The talon is exhausted."), {trump});
  return tr(P_("Trump is %s, the trump card is the %s, %d card in the talon.",
               "Trump is %s, the trump card is the %s, %d cards in the talon.", view.talon_size),
            {trump, card(view.trump_card), std::to_string(view.talon_size)});
}

std::string LineTable::score_line(const SeatView& view) const {
  // Sharp rules (R9.2): won tricks stay face down, so the running score is the player's to keep.
  if (!view.rules.review_won_tricks)
    return _("Under these rules the running score is not shown: won tricks stay face down.");
  return tr(N_("Score: you %d, %s %d."), {std::to_string(view.scores[view.seat]),
                                          game::shown_name(naming_.players[view.opponent()]),
                                          std::to_string(view.scores[view.opponent()])});
}

std::string LineTable::standing_line(std::optional<std::array<int, 2>> points) const {
  const std::array<int, 2> p = points.value_or(table_.points);
  return tr(N_("Bummerl points to go: %s %d, %s %d."),
            {game::shown_name(naming_.players[0]), std::to_string(p[0]),
             game::shown_name(naming_.players[1]), std::to_string(p[1])});
}

std::string LineTable::status_line() const {
  if (!table_.dealt) return _("No hand is dealt yet.");
  const SeatView& v = my_view();
  return tr(N_("Hand %d. %s %s %s"),
            {std::to_string(table_.hands_played + 1),
             game::about(naming_.players[v.to_act], N_("Your turn."), N_("%s's turn.")),
             talon_line(v), standing_line()});
}

bool LineTable::answer_question(const LineCommand& c, const SeatView* turn_view) {
  const SeatView& view = turn_view ? *turn_view : my_view();
  const bool dealt = turn_view || table_.dealt;
  using Kind = LineCommand::Kind;
  if (hot_seat_ && !turn_view && (c.kind == Kind::Hand || c.kind == Kind::Score)) {
    say(_("Each player's cards are read at that player's turn."));
    return true;
  }
  switch (c.kind) {
    case Kind::Hand: say(dealt ? hand_line(view) : status_line()); return true;
    case Kind::Trick: say(dealt ? trick_line(view) : status_line()); return true;
    case Kind::Last:
      if (!last_trick_) {
        say(_("No trick has been played in this hand."));
      } else {
        say(game::about(naming_.players[last_trick_winner_],
                        N_("Last trick: the %s and the %s; you won it."),
                        N_("Last trick: the %2$s and the %3$s; %1$s won it."),
                        {card((*last_trick_)[0]), card((*last_trick_)[1])}));
      }
      return true;
    case Kind::Talon: say(dealt ? talon_line(view) : status_line()); return true;
    case Kind::Score: say(dealt ? score_line(view) : standing_line()); return true;
    case Kind::Status: say(status_line()); return true;
    case Kind::Repeat:  // the last event, not the answer to a question since
      say(events_.empty() ? std::string(_("Nothing has happened yet.")) : events_.back());
      return true;
    case Kind::Log: {
      const std::size_t n = std::min(
          static_cast<std::size_t>(c.number > 0 ? c.number : kDefaultLogLines), events_.size());
      const std::vector<std::string> lines(events_.end() - static_cast<long>(n), events_.end());
      for (const std::string& line : lines) say(line);
      return true;
    }
    case Kind::Review: say_review(); return true;
    case Kind::Stats: say_stats(); return true;
    case Kind::Help:
      say(
          _("Play a card by its number or its name, e.g. 2 or ten of spades. Actions: meld, "
            "exchange, close, claim, pass, resign, undo, quit."));
      say(
          _("Questions: hand, trick, last, talon, score, status, legal, repeat, log, advice, "
            "review, stats. An empty line says whose turn it is."));
      return true;
    case Kind::Unknown:
      say(tr(N_("Unknown command: %s. Type help for the commands."), {safe(c.text)}));
      return true;
    case Kind::Ambiguous:
      say(tr(N_("That could mean %s: type more of the word."), {c.text}));
      return true;
    default: return false;
  }
}

std::string LineTable::advice_line(const SeatView& view) {
  if (!setup_ || !setup_->advice) return _("Advice is off in this match.");
  if (!advisor_) advisor_ = game::make_advisor();
  const game::Advice advice = advisor_(view);
  if (const auto why = game::withheld(view, advice)) return _(*why);
  return tr(N_("Advice: %s, worth %s game points on average."),
            {game::action_text(advice.action, naming_), decimal(advice.expected, 2, true)});
}

void LineTable::say_stats() {
  if (!setup_ || !setup_->stats_file) {
    say(_("No statistics are kept for this match."));
    return;
  }
  const auto stats = game::read_stats(*setup_->stats_file);
  if (!stats) {
    say(tr(N_("The statistics cannot be read: %s"), {safe(stats.error())}));
    return;
  }
  if (stats->lines.empty()) say(_("No games played yet."));
  for (const auto& [key, l] : stats->lines)
    say(tr(N_("Against %s, %s rules: hands won %d, lost %d (%s); Bummerls won %d, lost %d; "
              "matches won %d, lost %d."),
           {safe(game::shown_name(key.opponent)), key.rules, std::to_string(l.hands_won),
            std::to_string(l.hands_lost), game::won_share(l.hands_won, l.hands_lost),
            std::to_string(l.bummerls_won), std::to_string(l.bummerls_lost),
            std::to_string(l.matches_won), std::to_string(l.matches_lost)}));
  say(game::rating_line(*stats));
}

void LineTable::say_review() {
  if (!review_) {
    say(_("There is no hand to review: the review follows a hand against the computer."));
    return;
  }
  const std::optional<game::Mistake> mistake = review_(0);
  if (!mistake) {
    say(_("The review found no mistake of yours in the last hand."));
    return;
  }
  say(_("Your biggest mistake in the last hand, by the review:"));
  // One sentence a line: a screen reader speaks what stays in view.
  const std::string text = game::describe_mistake(*mistake, naming_);
  std::size_t from = 0;
  while (from < text.size()) {
    std::size_t end = text.find(". ", from);
    end = end == std::string::npos ? text.size() : end + 1;
    std::string sentence = text.substr(from, end - from);
    sentence[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(sentence[0])));
    say(sentence);
    from = end + (end < text.size() ? 1 : 0);
  }
}

std::string LineTable::Seat::prompt(const SeatView& view) const {
  const std::string& me = table_.naming_.players[seat_];
  const bool you = me == game::kYou;
  const std::string who = you ? std::string() : game::shown_name(me) + ". ";
  switch (view.phase) {
    case Phase::Follow: return who + tr(N_("Your turn: answer the %s."), {table_.card(view.lead)});
    case Phase::ClaimOrPass: return who + _("The hand is played out: claim 66 or pass.");
    default:
      if (view.melded_suit)
        return who + tr(N_("Your turn: lead the king or the queen of %s."),
                        {suit_words(*view.melded_suit, table_.options_.german_suits)});
      return who + _("Your turn to lead.");
  }
}

std::optional<Action> LineTable::Seat::checked(Action a, const game::HumanTurn& turn) {
  if (a.kind == ActionKind::Resign || turn.view.legal.contains(a)) return a;
  if (const Message* why = turn.refusal(a)) {
    table_.say(tr(N_("Not now: %s."), {tr(table_.in_words(*why))}));
  } else {
    table_.say(_("That is not possible now; type legal for what is."));
  }
  return std::nullopt;
}

std::optional<Action> LineTable::Seat::action_of(const LineCommand& c,
                                                 const game::HumanTurn& turn) {
  const SeatView& view = turn.view;
  using Kind = LineCommand::Kind;
  switch (c.kind) {
    case Kind::Number: {
      if (c.number < 1 || c.number > static_cast<int>(table_.listed_.size())) {
        table_.say(
            tr(N_("There is no card %d: type hand for your cards."), {std::to_string(c.number)}));
        return std::nullopt;
      }
      const Card card = table_.listed_[static_cast<std::size_t>(c.number - 1)];
      if (!card.valid() || !view.hand.contains(card)) {
        table_.say(tr(N_("No card has the number %d now: type hand."), {std::to_string(c.number)}));
        return std::nullopt;
      }
      return checked(Action::play(card), turn);
    }
    case Kind::Card:
      if (!view.hand.contains(c.card)) {
        table_.say(tr(N_("You do not hold the %s."), {table_.card(c.card)}));
        return std::nullopt;
      }
      return checked(Action::play(c.card), turn);
    case Kind::Meld: {
      if (c.suit) return checked(Action::meld(*c.suit), turn);
      std::vector<Action> melds;
      for (Action a : view.legal)
        if (a.kind == ActionKind::Meld) melds.push_back(a);
      if (melds.size() == 1) return melds[0];
      if (melds.empty()) {
        table_.say(_("You have no marriage to meld now."));
      } else {
        std::vector<std::string> suits;
        for (Action a : melds) suits.push_back(suit_words(a.suit(), table_.options_.german_suits));
        table_.say(tr(N_("Meld which marriage: %s?"), {text::join(suits, ", ")}));
      }
      return std::nullopt;
    }
    case Kind::Exchange: return checked(Action::exchange(), turn);
    case Kind::Close: return checked(Action::close(), turn);
    case Kind::Claim: return checked(Action::claim(), turn);
    case Kind::Pass: return checked(Action::pass(), turn);
    case Kind::Resign:
      if (table_.ask(_("Resign this hand? The other side scores 3 game points. yes or no"), false))
        return Action::resign();
      return std::nullopt;
    default: return std::nullopt;
  }
}

bool LineTable::Seat::private_screen() {
  const std::string& me = table_.naming_.players[seat_];
  table_.say(tr(N_("%s, type ready to hear your cards while the other player does not look. "
                   "What is read stays in the scrollback."),
                {game::shown_name(me)}));
  for (;;) {
    const std::optional<std::string> line = table_.read_line();
    if (!line) return false;
    const LineCommand c = parse_line_command(*line);
    if (c.kind == LineCommand::Kind::Ready) break;
    if (c.kind == LineCommand::Kind::Quit && table_.ask(_("Quit? yes or no"), true)) return false;
    if (c.kind != LineCommand::Kind::Quit)
      table_.say(tr(N_("Type ready, %s."), {game::shown_name(me)}));
  }
  table_.viewer_ = seat_;
  return true;
}

bool LineTable::Seat::tell(const std::string& line) {
  if (table_.send_private(seat_, line)) return true;
  if (table_.hot_seat_ && table_.viewer_ != seat_ && !private_screen()) return false;
  table_.say(line);
  return true;
}

game::SeatAnswer LineTable::Seat::answer(const game::HumanTurn& turn) {
  if (table_.options_.bell) std::cerr << '\a' << std::flush;
  table_.cues_.cue("your-turn");
  // In hot-seat play the hand is read afresh at each turn of a player who was not the last
  // to hear it: on the screen after ready, or to the player's private command.
  const bool fresh = table_.hot_seat_ && table_.viewer_ != seat_;
  if (fresh && !table_.private_[seat_] && !private_screen()) return game::SeatAnswer::quit();
  table_.say(prompt(turn.view));
  const bool told = fresh                     ? tell(table_.hand_line(turn.view))
                    : table_.options_.verbose ? tell(table_.numbered_line(turn.view))
                                              : true;
  if (!told) return game::SeatAnswer::quit();
  for (;;) {
    const std::optional<std::string> line = table_.read_line();
    if (!line) return game::SeatAnswer::quit();  // the save keeps the match
    if (auto answer = reply(parse_line_command(*line), turn)) return *answer;
  }
}

std::optional<game::SeatAnswer> LineTable::Seat::reply(const LineCommand& c,
                                                       const game::HumanTurn& turn) {
  const SeatView& view = turn.view;
  using Kind = LineCommand::Kind;
  const auto told = [](bool ok) {
    return ok ? std::nullopt : std::optional(game::SeatAnswer::quit());
  };
  switch (c.kind) {
    case Kind::Empty:
    case Kind::Ready:
    case Kind::Yes:
    case Kind::No: table_.say(prompt(view)); return std::nullopt;
    case Kind::Hand: return told(tell(table_.hand_line(view)));
    case Kind::Advice: return told(tell(table_.advice_line(view)));
    case Kind::Legal: {
      std::vector<std::string> actions;
      for (Action a : view.legal) actions.push_back(game::action_text(a, table_.naming_));
      return told(tell(tr(N_("You may: %s."), {text::join(actions, "; ")})));
    }
    case Kind::Undo:
      if (turn.may_take_back) return game::SeatAnswer::take_back();
      table_.say(_("There is nothing to take back here."));
      return std::nullopt;
    case Kind::Quit:
      return table_.ask(table_.quit_question(), true) ? std::optional(game::SeatAnswer::quit())
                                                      : std::nullopt;
    default:
      if (table_.answer_question(c, &view)) return std::nullopt;
      if (std::optional<Action> a = action_of(c, turn)) return game::SeatAnswer::act(*a);
      return std::nullopt;
  }
}

}  // namespace schnapsen::line
