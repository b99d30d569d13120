#include "schnapsen/bots/bot_protocol.hpp"

#include <cassert>
#include <cstdio>

#include "schnapsen/json.hpp"

namespace schnapsen::bots {
namespace {

std::string legal_list(const ActionList& legal) {
  const Json names = sorted_actions_json(legal);
  std::string out;
  for (const Json& s : names) {
    if (!out.empty()) out += ", ";
    out += s.get_ref<const std::string&>();
  }
  return out;
}

}  // namespace

Json make_act_message(const SeatView& view, const ai::MatchInfo& match, int hand_id,
                      int time_limit_ms) {
  assert(!view.legal.empty());
  // The protocol shows the card under the talon only while the talon is open (R9.1).
  const bool open = view.closer < 0 && view.talon_size > 0;

  Json m = Json::object();
  m["type"] = "act";
  m["protocol"] = kBotProtocolVersion;
  m["hand_id"] = hand_id;
  m["rules"] = std::string(rules_name(view.rules));
  m["seat"] = view.seat;
  m["dealer"] = view.dealer;
  m["hand"] = sorted_cards_json(view.hand);
  m["trump"] = std::string(1, suit_letter(view.trump));
  m["trump_card_dealt"] = card_json(view.trump_card_dealt);
  m["trump_card"] = open ? card_json(view.trump_card) : Json();
  m["talon"] = view.talon_size;
  m["closed_by"] = view.closer >= 0 ? Json(view.closer) : Json();
  m["history"] = history_json(view.history);
  m["scores"] = pair_json(view.scores);
  m["tricks"] = pair_json(view.tricks);
  Json match_json = Json::object();
  match_json["points"] = pair_json(match.points);
  match_json["bummerls"] = pair_json(match.bummerls);
  m["match"] = std::move(match_json);
  m["time_limit_ms"] = time_limit_ms;
  m["legal"] = sorted_actions_json(view.legal);
  return m;
}

Json make_hand_over_message(int seat, const HandRecord& record, const HandResult& result,
                            int hand_id) {
  Json res = Json::object();
  res["winner"] = static_cast<int>(result.winner);
  res["game_points"] = static_cast<int>(result.game_points);
  Json m = Json::object();
  m["type"] = "hand_over";
  m["protocol"] = kBotProtocolVersion;
  m["hand_id"] = hand_id;
  m["seat"] = seat;
  m["result"] = std::move(res);
  m["record"] = print_record(record);
  return m;
}

Expected<Action, std::string> parse_bot_answer(std::string_view line, const ActionList& legal) {
  std::string_view text = line;
  if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
  const auto blank = [](char c) { return c == ' ' || c == '\t'; };
  while (!text.empty() && blank(text.front())) text.remove_prefix(1);
  while (!text.empty() && blank(text.back())) text.remove_suffix(1);
  if (text.empty()) {
    return unexpected(std::string("sent an empty line instead of an action (legal: ") +
                      legal_list(legal) + ")");
  }
  for (Action a : legal)
    if (to_string(a) == text) return a;
  return unexpected("answered " + describe_bot_output(line) +
                    ", which is not a legal action (legal: " + legal_list(legal) + ")");
}

std::string describe_bot_output(std::string_view text, std::size_t max_chars) {
  std::string out = "\"";
  std::size_t shown = 0;
  for (unsigned char c : text) {
    if (shown == max_chars) break;
    ++shown;
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c >= 0x20 && c < 0x7F) {
      out += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    }
  }
  out += '"';
  if (shown < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
  return out;
}

}  // namespace schnapsen::bots
