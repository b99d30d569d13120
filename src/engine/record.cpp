#include "schnapsen/record.hpp"

#include "schnapsen/deal.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen {
namespace {

using text::shorten;
using text::split_words;
using text::text_lines;
using text::TextLine;

RecordError malformed(int line, std::string msg) {
  return {RecordError::Kind::Malformed, line, std::move(msg)};
}

}  // namespace

std::string to_string(const SeatAction& a) {
  return std::to_string(a.seat) + " " + to_string(a.action);
}

std::string RecordError::describe() const {
  return line > 0 ? "line " + std::to_string(line) + ": " + message : message;
}

Expected<HandRecord, RecordError> parse_record(std::string_view text) {
  HandRecord rec;
  enum Stage { kMagic, kRules, kDealer, kDeck, kActions } stage = kMagic;
  const std::vector<TextLine> lines = text_lines(text);
  for (const auto& [line_no, line] : lines) {
    if (line.find('\0') != std::string_view::npos)
      return unexpected(malformed(line_no, "binary data in record"));
    const auto tok = split_words(line);
    if (tok.empty()) continue;
    switch (stage) {
      case kMagic:
        if (tok.size() != 2 || tok[0] != "schnapsen-record")
          return unexpected(
              malformed(line_no, "expected 'schnapsen-record 1', found '" + shorten(line) + "'"));
        if (tok[1] != "1")
          return unexpected(malformed(line_no, "unsupported record version '" + shorten(tok[1]) +
                                                   "' (this program reads version 1)"));
        stage = kRules;
        break;
      case kRules: {
        if (tok.size() < 2 || tok[0] != "rules")
          return unexpected(malformed(line_no, "expected 'rules' and a preset (" +
                                                   preset_names(" or ") + "), found '" +
                                                   shorten(line) + "'"));
        std::string rules_text;
        for (std::size_t i = 1; i < tok.size(); ++i) rules_text += std::string(tok[i]) + " ";
        auto r = parse_rules(rules_text);
        if (!r) return unexpected(malformed(line_no, r.error()));
        rec.rules = *r;
        stage = kDealer;
        break;
      }
      case kDealer:
        if (tok.size() != 2 || tok[0] != "dealer" || (tok[1] != "0" && tok[1] != "1"))
          return unexpected(malformed(
              line_no, "expected 'dealer 0' or 'dealer 1', found '" + shorten(line) + "'"));
        rec.dealer = tok[1] == "1";
        stage = kDeck;
        break;
      case kDeck: {
        if (tok[0] != "deck")
          return unexpected(
              malformed(line_no, "expected 'deck' and 20 cards, found '" + shorten(line) + "'"));
        if (tok.size() != 21)
          return unexpected(malformed(
              line_no, "the deck must list 20 cards, found " + std::to_string(tok.size() - 1)));
        CardSet seen;
        for (int i = 0; i < kCardCount; ++i) {
          auto c = parse_card(tok[i + 1]);
          if (!c)
            return unexpected(
                malformed(line_no, "unknown card '" + shorten(tok[i + 1]) + "' in the deck"));
          if (seen.contains(*c))
            return unexpected(
                malformed(line_no, "card " + to_string(*c) + " appears twice in the deck"));
          seen.insert(*c);
          rec.deck[i] = *c;
        }
        stage = kActions;
        break;
      }
      case kActions: {
        if (tok.size() < 2 || tok.size() > 3 || (tok[0] != "0" && tok[0] != "1"))
          return unexpected(
              malformed(line_no, "expected '<seat> <action>', found '" + shorten(line) + "'"));
        std::string action_text(tok[1]);
        if (tok.size() == 3) action_text += " " + std::string(tok[2]);
        auto a = parse_action(action_text);
        if (!a)
          return unexpected(malformed(line_no, "unknown action '" + shorten(action_text) + "'"));
        rec.actions.push_back({tok[0] == "1" ? 1 : 0, *a});
        rec.action_lines.push_back(line_no);
        break;
      }
    }
  }
  if (stage != kActions) {
    static constexpr const char* kMissing[] = {"'schnapsen-record 1'", "'rules'", "'dealer'",
                                               "'deck'"};
    return unexpected(malformed(lines.back().number, std::string("incomplete record: missing ") +
                                                         kMissing[stage] + " line"));
  }
  return rec;
}

std::string print_record_header(const HandRecord& r) {
  std::string out = "schnapsen-record 1\nrules ";
  out += rules_name(r.rules);
  out += "\ndealer ";
  out += std::to_string(r.dealer);
  out += "\ndeck";
  for (Card c : r.deck) {
    out += ' ';
    out += to_string(c);
  }
  out += "\n";
  return out;
}

std::string print_record(const HandRecord& r) {
  std::string out = print_record_header(r);
  for (const auto& a : r.actions) out += to_string(a) + "\n";
  return out;
}

ReplayRun replay_steps(const HandRecord& rec,
                       const std::function<void(const ReplayedAction&)>& on_action) {
  ReplayRun run{rec.initial_state(), std::nullopt, {}};
  for (std::size_t i = 0; i < rec.actions.size(); ++i) {
    const SeatAction& taken = rec.actions[i];
    std::string why;
    if (run.state.over()) {
      why = "the hand is already over";
    } else if (taken.seat != run.state.to_act()) {
      why = "it is seat " + std::to_string(run.state.to_act()) + "'s turn";
    } else {
      const HandState before = run.state;
      if (auto err = run.state.apply(taken.action)) {
        why = err->why;
      } else {
        if (on_action) on_action(ReplayedAction{i, taken, before, run.state});
        continue;
      }
    }
    // "seat 1, 'play Jc': ": the engine's reason says "you", so the seat is named first.
    run.stopped_at = i;
    run.why = "seat " + std::to_string(taken.seat) + ", '" + to_string(taken.action) + "': " + why;
    break;
  }
  return run;
}

namespace {

RecordError illegal_action(const HandRecord& rec, const ReplayRun& run) {
  return RecordError{RecordError::Kind::Illegal, rec.line_of(*run.stopped_at), run.why};
}

}  // namespace

Expected<Replay, RecordError> replay(const HandRecord& rec) {
  Replay out;
  ReplayRun run = replay_steps(rec, [&](const ReplayedAction& a) {
    out.steps.push_back({a.before.to_act(), a.before.legal_actions(), a.taken.action});
  });
  if (run.stopped_at) return unexpected(illegal_action(rec, run));
  out.state = run.state;
  if (!out.state.over())
    out.steps.push_back({out.state.to_act(), out.state.legal_actions(), std::nullopt});
  return out;
}

Expected<HandState, RecordError> replay_state(const HandRecord& rec) {
  ReplayRun run = replay_steps(rec);
  if (run.stopped_at) return unexpected(illegal_action(rec, run));
  return run.state;
}

}  // namespace schnapsen
