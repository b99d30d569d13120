#include "schnapsen/hand_state.hpp"

#include <cassert>

namespace schnapsen {
namespace {

constexpr int other(int seat) { return 1 - seat; }

std::string list(CardSet s) { return to_string(s, ", "); }

}  // namespace

HandState HandState::deal(const Rules& rules, int dealer, const Deck& deck) {
  HandState s;
  s.rules_ = rules;
  s.dealer_ = static_cast<std::uint8_t>(dealer);
  const int fore = other(dealer);
  for (int i : kForehandDealt) s.hand_[fore].insert(deck[i]);
  for (int i : kDealerDealt) s.hand_[dealer].insert(deck[i]);
  s.trump_card_ = s.trump_card_dealt_ = deck[kTrumpCardAt];
  s.trump_ = deck[kTrumpCardAt].suit();
  for (int i = 0; i < kStockSize; ++i) s.stock_[i] = deck[kStockStart + i];
  s.leader_ = s.to_act_ = static_cast<std::uint8_t>(fore);
  return s;
}

HandState HandState::from_parts(const Parts& p) {
  HandState s;
  s.rules_ = p.rules;
  s.dealer_ = static_cast<std::uint8_t>(p.dealer);
  s.leader_ = static_cast<std::uint8_t>(p.leader);
  s.phase_ = p.phase;
  s.lead_ = p.lead;
  s.to_act_ = static_cast<std::uint8_t>(p.phase == Phase::Follow ? other(p.leader) : p.leader);
  s.hand_ = p.hand;
  s.won_ = p.won;
  s.shown_ = p.shown;
  for (int seat = 0; seat < 2; ++seat) {
    const int points = p.card_points[seat] >= 0 ? p.card_points[seat] : p.won[seat].points();
    s.points_[seat] = static_cast<std::uint8_t>(points);
    s.tricks_[seat] = static_cast<std::uint8_t>(p.tricks[seat]);
    s.marriages_[seat] = static_cast<std::uint8_t>(p.marriages[seat]);
  }
  s.trump_card_dealt_ = p.trump_card_dealt;
  s.trump_card_ = p.trump_card;
  s.trump_ = p.trump_card_dealt.suit();
  s.stock_next_ = static_cast<std::uint8_t>(p.stock_next);
  s.stock_ = p.stock;
  s.closer_ = static_cast<std::int8_t>(p.closer);
  s.tricks_at_close_ = static_cast<std::uint8_t>(p.tricks_at_close);
  s.score_at_close_ = static_cast<std::uint8_t>(p.score_at_close);
  s.meld_pending_ = p.meld_pending.has_value();
  if (p.meld_pending) s.meld_suit_ = *p.meld_pending;
  return s;
}

// R4.1: what the follower may play in phase two.
CardSet HandState::legal_follows() const { return strict_follows(hand_[to_act_], lead_, trump_); }

ActionList HandState::legal_actions() const {
  ActionList out;
  const int me = to_act_;
  switch (phase_) {
    case Phase::Over: return out;
    case Phase::ClaimOrPass:
      out.push(Action::claim());
      out.push(Action::pass());
      return out;
    case Phase::Follow:
      for (Card c : strict() ? legal_follows() : hand_[me]) out.push(Action::play(c));
      return out;
    case Phase::Lead: break;
  }
  if (meld_pending_) {
    out.push(Action::play(king_of(meld_suit_)));
    if (!rules_.meld_must_lead_king) out.push(Action::play(queen_of(meld_suit_)));
    out.push(Action::claim());
    return out;
  }
  for (Card c : hand_[me]) out.push(Action::play(c));
  const bool has_trick = tricks_[me] > 0;
  for (int s = 0; s < kSuitCount; ++s) {
    const Suit suit = static_cast<Suit>(s);
    if (hand_[me].contains_all(marriage_of(suit)) && meld_barred(rules_, has_trick) == Barred::No)
      out.push(Action::meld(suit));
  }
  if (talon_open()) {
    if (hand_[me].contains(jack_of(trump_)) &&
        exchange_barred(rules_, has_trick, talon_size()) == Barred::No)
      out.push(Action::exchange());
    if (close_barred(rules_, talon_size()) == Barred::No) out.push(Action::close());
  }
  if (lead_may_claim()) out.push(Action::claim());
  return out;
}

bool HandState::is_legal(Action a) const { return legal_actions().contains(a); }

std::optional<Illegal> HandState::apply(Action a) {
  if (a.kind == ActionKind::Resign && !over()) {  // R7.8: at any turn, never a listed action
    end_by_resign(to_act_);
    return std::nullopt;
  }
  if (!is_legal(a)) return why_illegal(a);
  apply_legal(a);
  return std::nullopt;
}

void HandState::apply_legal(Action a) {
  const int me = to_act_;
  switch (a.kind) {
    case ActionKind::Play: play_card(a.card()); return;
    case ActionKind::Meld: {
      const Suit s = a.suit();
      marriages_[me] = static_cast<std::uint8_t>(marriages_[me] + marriage_value(s, trump_));
      shown_[me] |= marriage_of(s);
      meld_pending_ = true;
      meld_suit_ = s;
      return;
    }
    case ActionKind::Exchange: {
      const Card jack = jack_of(trump_);
      hand_[me].erase(jack);
      hand_[me].insert(trump_card_);
      shown_[me].insert(trump_card_);
      trump_card_ = jack;
      return;
    }
    case ActionKind::Close:
      closer_ = static_cast<std::int8_t>(me);
      tricks_at_close_ = tricks_[other(me)];
      score_at_close_ = static_cast<std::uint8_t>(score(other(me)));
      return;
    case ActionKind::Claim: end_by_claim(me); return;
    case ActionKind::Pass: end_by_pass(me); return;
    case ActionKind::Resign: end_by_resign(me); return;
  }
}

void HandState::play_card(Card c) {
  hand_[to_act_].erase(c);
  if (phase_ == Phase::Lead) {
    lead_ = c;
    meld_pending_ = false;
    phase_ = Phase::Follow;
    to_act_ = static_cast<std::uint8_t>(other(to_act_));
    return;
  }
  finish_trick(c);
}

void HandState::finish_trick(Card follow) {
  const int winner = follow_wins(lead_, follow, trump_) ? to_act_ : leader_;  // R3.2
  const int loser = other(winner);
  won_[winner] |= CardSet(lead_) | CardSet(follow);
  points_[winner] = static_cast<std::uint8_t>(points_[winner] + lead_.points() + follow.points());
  ++tricks_[winner];
  if (talon_open()) {  // R3.3: winner draws first; the last stock card pairs with the trump card
    hand_[winner].insert(stock_[stock_next_++]);
    if (stock_next_ == kStockSize) {
      hand_[loser].insert(trump_card_);
      shown_[loser].insert(trump_card_);
    } else {
      hand_[loser].insert(stock_[stock_next_++]);
    }
  }
  lead_ = Card::none();
  leader_ = to_act_ = static_cast<std::uint8_t>(winner);
  if (!hand_[winner].empty()) {  // both hands hold the same number of cards
    phase_ = Phase::Lead;
  } else if (closed()) {
    phase_ = Phase::ClaimOrPass;  // R6.2: only after a close may the last trick's winner claim
  } else {
    phase_ = Phase::Over;  // R7.3
    result_ = {static_cast<std::int8_t>(winner), kLastTrickPoints, EndReason::LastTrick, -1};
  }
}

void HandState::end_by_claim(int claimer) {
  const int opp = other(claimer);
  const bool correct = score(claimer) >= kWinningScore;
  const int winner = correct ? claimer : opp;
  const int points =
      claim_points(correct, claimer, closer_, standing(tricks_[opp] > 0, score(opp)), at_close());
  phase_ = Phase::Over;
  result_ = {static_cast<std::int8_t>(winner), static_cast<std::int8_t>(points),
             correct ? EndReason::CorrectClaim : EndReason::FalseClaim,
             static_cast<std::int8_t>(claimer)};
}

void HandState::end_by_pass(int seat) {
  const int winner = other(closer_);  // R7.5: the closer did not go out
  phase_ = Phase::Over;
  result_ = {static_cast<std::int8_t>(winner),
             static_cast<std::int8_t>(closer_failed_points(at_close())), EndReason::CloserFailed,
             static_cast<std::int8_t>(seat)};
}

void HandState::end_by_resign(int seat) {
  phase_ = Phase::Over;  // R7.8: the harshest result, so that resigning never beats playing on
  result_ = {static_cast<std::int8_t>(other(seat)), 3, EndReason::Resigned,
             static_cast<std::int8_t>(seat)};
}

Illegal Illegal::of(const char* msgid, std::vector<std::string> args) {
  Message message{msgid, std::move(args)};
  std::string why = message.text();
  return {std::move(why), std::move(message)};
}

// Each refusal is one sentence with its cards and suits as arguments, so a front end can show
// it translated (Illegal::message) while records and bots get the English (Illegal::why).
Illegal HandState::why_illegal(Action a) const {
  const int me = to_act_;
  const CardSet h = hand_[me];
  const auto no = [](const char* msgid, std::vector<std::string> args = {}) {
    return Illegal::of(msgid, std::move(args));
  };
  if (phase_ == Phase::Over) return no(N_("the hand is over"));
  if (phase_ == Phase::ClaimOrPass) return no(N_("the last trick is played: claim or pass"));
  switch (a.kind) {
    case ActionKind::Play: {
      const Card c = a.card();
      if (!c.valid() || !h.contains(c)) return no(N_("you do not hold %s"), {to_string(c)});
      if (phase_ == Phase::Lead) {
        const Card k = king_of(meld_suit_);
        if (rules_.meld_must_lead_king)
          return no(N_("after melding you must lead the marriage King: play %s"), {to_string(k)});
        return no(N_("after melding you must lead the King or the Queen: play %s or %s"),
                  {to_string(k), to_string(queen_of(meld_suit_))});
      }
      const CardSet allowed = legal_follows();
      const CardSet same = h.suit(lead_.suit());
      if (!same.empty()) {
        if (!same.above(lead_).empty())
          return no(N_("you must follow suit and beat the %s: play %s"),
                    {to_string(lead_), list(allowed)});
        return no(N_("you must follow suit: play %s"), {list(allowed)});
      }
      return no(N_("you have no %s, so you must trump: play %s"),
                {std::string(suit_name(lead_.suit())), list(allowed)});
    }
    case ActionKind::Meld: {
      const Suit s = a.suit();
      if (a.arg >= kSuitCount) return no(N_("no such suit"));
      if (phase_ != Phase::Lead) return no(N_("you may meld only when leading"));
      if (meld_pending_) return no(N_("only one marriage per lead"));
      if (!h.contains_all(marriage_of(s)))
        return no(N_("you do not hold the King and Queen of %s"), {std::string(suit_name(s))});
      return no(N_("a marriage may be declared only after winning a trick"));
    }
    case ActionKind::Exchange:
      if (phase_ != Phase::Lead) return no(N_("you may exchange only when leading"));
      if (meld_pending_) return no(N_("after melding you must lead a marriage card"));
      if (closed()) return no(N_("the talon is closed"));
      if (!talon_open()) return no(N_("the talon is exhausted"));
      if (!h.contains(jack_of(trump_))) return no(N_("you do not hold the trump jack"));
      if (exchange_barred(rules_, tricks_[me] > 0, talon_size()) == Barred::WithoutTrick)
        return no(N_("the trump jack may be exchanged only after winning a trick"));
      return no(N_("exchanging needs three or more talon cards"));
    case ActionKind::Close:
      if (phase_ != Phase::Lead) return no(N_("you may close only when leading"));
      if (meld_pending_) return no(N_("after melding you must lead a marriage card"));
      if (closed()) return no(N_("the talon is already closed"));
      if (!talon_open()) return no(N_("the talon is exhausted"));
      return no(N_("closing needs three or more talon cards"));
    case ActionKind::Claim:
      if (phase_ != Phase::Lead)
        return no(N_("you may claim only right after winning a trick or melding"));
      return no(N_("no claim on the first lead of a hand"));
    case ActionKind::Pass:
      return no(N_("pass is only for the winner of the last trick of a closed hand"));
    case ActionKind::Resign: break;  // refused only when the hand is over (above)
  }
  return no(N_("illegal action"));
}

}  // namespace schnapsen
