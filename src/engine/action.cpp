#include "schnapsen/action.hpp"

#include "schnapsen/rules.hpp"

namespace schnapsen {

std::string to_string(Action a) {
  switch (a.kind) {
    case ActionKind::Play: return "play " + to_string(a.card());
    case ActionKind::Meld: return std::string("meld ") + suit_letter(a.suit());
    case ActionKind::Exchange: return "exchange";
    case ActionKind::Close: return "close";
    case ActionKind::Claim: return "claim";
    case ActionKind::Pass: return "pass";
    case ActionKind::Resign: return "resign";
  }
  return "?";
}

std::optional<Action> parse_action(std::string_view text) {
  if (text == "exchange") return Action::exchange();
  if (text == "close") return Action::close();
  if (text == "claim") return Action::claim();
  if (text == "pass") return Action::pass();
  if (text == "resign") return Action::resign();
  if (text.starts_with("play ")) {
    if (auto c = parse_card(text.substr(5))) return Action::play(*c);
    return std::nullopt;
  }
  if (text.starts_with("meld ")) {
    if (auto s = parse_suit(text.substr(5))) return Action::meld(*s);
  }
  return std::nullopt;
}

}  // namespace schnapsen
