// Random-simulation properties (OpenSpiel's RandomSimTest): 100,000 seeded hands per preset and
// 20,000 for each of a few mixed option sets, random legal actions, and after every step: card
// conservation, legal-action sanity, each rule option obeyed (docs/rules.md, House rules), every
// illegal action refused with the state byte-for-byte unchanged, views without hidden cards; at
// the end: one winner with 1-3 game points, 120 card points when only cards were played, and the
// hand record's print -> parse -> replay round trip. Over each run, every way a hand can end
// and every thing an option permits must have happened at least once.
#include <string>
#include <vector>

#include "sanitizer.hpp"
#include "scenario.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/view.hpp"

using namespace schnapsen;
using namespace schnapsen::test;

namespace {

// Under AddressSanitizer (the CI's sanitizer stage) a fifth as many: a memory error shows in far
// fewer hands, and the release and assertions stages run them all.
constexpr int kScale = kUnderSanitizer ? 5 : 1;
constexpr int kHandsPerPreset = 100'000 / kScale;
constexpr int kHandsPerMixedSet = 20'000 / kScale;

// What a run has seen happen; a property that never got the chance to fail proves nothing.
struct Coverage {
  std::array<int, 6> endings{};  // by EndReason
  int exchange_without_trick = 0;
  int exchange_with_two = 0;
  int close_with_two = 0;
  int meld_without_trick = 0;
  int queen_after_meld = 0;
  int strict_follows = 0;
};

// Every valid action the encoding can express (20 plays, 4 marriages, exchange, close, claim,
// pass), plus malformed ones: cards and suits out of range and an unknown kind. Resign is left
// out: it is never listed yet always accepted (R7.8, scoring_test.cpp).
std::vector<Action> action_universe() {
  std::vector<Action> all;
  for (int i = 0; i < kCardCount; ++i) all.push_back(Action::play(Card::from_index(i)));
  for (int s = 0; s < kSuitCount; ++s) all.push_back(Action::meld(static_cast<Suit>(s)));
  for (Action a : {Action::exchange(), Action::close(), Action::claim(), Action::pass()})
    all.push_back(a);
  all.push_back(Action::play(Card::none()));
  all.push_back(Action{ActionKind::Meld, static_cast<std::uint8_t>(kSuitCount)});
  all.push_back(Action{static_cast<ActionKind>(7), 0});
  return all;
}

// How a simulated hand picks its actions.
enum class Policy {
  CardsOnly,  // plays only: the hand runs through all ten tricks
  Uniform,    // any legal action, equally likely
  RareClaim,  // claims and passes seldom, so hands run long and reach phase two
};

class Simulation {
 public:
  Simulation(const Rules& rules, std::uint64_t seed, Policy policy, Coverage& seen)
      : seen_(seen),
        rules_(rules),
        seed_(seed),
        policy_(policy),
        rng_(seed * 0x2545F4914F6CDD1Dull + 1),
        dealer_(static_cast<int>(seed & 1)),
        deck_(shuffled_deck(seed)),
        state_(HandState::deal(rules, dealer_, deck_)) {
    for (int seat = 0; seat < 2; ++seat) known_[seat] = state_.hand(seat) | state_.trump_card();
  }

  // Runs the hand to its end; returns an empty string or the first broken property.
  std::string run(const std::vector<Action>& universe) {
    while (true) {
      if (!check_step(universe)) return failure_;
      if (state_.over()) break;
      const Action a = choose();
      const int seat = state_.to_act();
      if (auto err = state_.apply(a)) return fail("a legal action was refused: " + err->why);
      history_.push_back({seat, a});
      observe(seat, a);
    }
    if (!check_end()) return failure_;
    ++seen_.endings[static_cast<int>(state_.result().reason)];
    return {};
  }

 private:
  std::string fail(const std::string& what) {
    failure_ = std::string(rules_name(rules_)) + " seed " + std::to_string(seed_) + " after " +
               std::to_string(history_.size()) + " actions: " + what;
    return failure_;
  }
  bool check(bool ok, const char* what) {
    if (!ok) fail(what);
    return ok;
  }

  Action choose() {
    const ActionList legal = state_.legal_actions();
    ActionList pick;
    for (Action a : legal) {
      const bool ending = a.kind == ActionKind::Claim || a.kind == ActionKind::Pass;
      if (policy_ == Policy::CardsOnly && a.kind != ActionKind::Play) continue;
      if (policy_ == Policy::RareClaim && ending && rng_.below(16) != 0) continue;
      pick.push(a);
    }
    if (pick.empty()) pick = legal;  // claim or pass after a closed hand's last trick
    return pick[rng_.below(pick.size())];
  }

  // What each seat has seen with its own eyes, tracked from the actions (R9.1).
  void observe(int seat, Action a) {
    for (int v = 0; v < 2; ++v) {
      known_[v] |= state_.hand(v) | state_.won_cards(0) | state_.won_cards(1);
      if (state_.phase() == Phase::Follow) known_[v].insert(state_.lead_card());
      if (state_.talon_size() > 0) known_[v].insert(state_.trump_card());
    }
    if (a.kind == ActionKind::Meld) {
      known_[1 - seat] |=
          CardSet(Card(a.suit(), Rank::King)) | CardSet(Card(a.suit(), Rank::Queen));
    }
  }

  CardSet stock_set() const {
    CardSet s;
    for (int i = 0; i < state_.stock_remaining(); ++i) s.insert(state_.stock_card(i));
    return s;
  }

  bool check_step(const std::vector<Action>& universe) {
    const HandState& s = state_;
    // 20 cards, each in exactly one place.
    CardSet places[] = {s.hand(0), s.hand(1), s.won_cards(0), s.won_cards(1), stock_set(), {}, {}};
    if (s.talon_size() > 0) places[5] = s.trump_card();
    if (s.phase() == Phase::Follow) places[6] = s.lead_card();
    CardSet all;
    int count = 0;
    for (CardSet p : places) {
      all |= p;
      count += p.size();
    }
    if (!check(all == CardSet::all() && count == kCardCount, "20 cards not conserved"))
      return false;
    for (int seat = 0; seat < 2; ++seat) {
      if (!check(s.card_points(seat) == s.won_cards(seat).points(), "card points differ from won"))
        return false;
      const int expect = s.tricks(seat) ? s.card_points(seat) + s.marriage_points(seat) : 0;
      if (!check(s.score(seat) == expect, "score is not R6.1")) return false;
    }
    // Legal actions: none only at the end, each distinct and accepted by is_legal.
    const ActionList legal = s.legal_actions();
    if (!check(legal.empty() == s.over(), "legal actions empty before the end")) return false;
    for (int i = 0; i < legal.size(); ++i) {
      for (int j = 0; j < i; ++j)
        if (!check(!(legal[i] == legal[j]), "an action listed twice")) return false;
      if (!check(s.is_legal(legal[i]), "a listed action is not legal")) return false;
    }
    if (!check_options(legal)) return false;
    // Every other action is refused with a reason, and the state does not change.
    const StateBytes before = bytes_of(state_);
    for (Action a : universe) {
      if (legal.contains(a)) continue;
      const auto err = state_.apply(a);
      if (!check(err.has_value(), "an unlisted action was accepted")) return false;
      if (!check(!err->why.empty(), "a refusal without a reason")) return false;
      if (!check(bytes_of(state_) == before, "a refused action changed the state")) return false;
    }
    const SeatView views[] = {make_view(s, history_, 0), make_view(s, history_, 1)};
    return check_view(views[0]) && check_view(views[1]) && check_world(views[s.to_act()]);
  }

  // Rule options (docs/rules.md, House rules): each forbids what it says; what it permits counts.
  bool check_options(const ActionList& legal) {
    const HandState& s = state_;
    const Rules& r = rules_;
    const int me = s.to_act();
    const bool no_trick = s.tricks(me) == 0;
    const bool two_left = s.talon_size() == 2;
    if (legal.contains(Action::exchange())) {
      if (!check(!(no_trick && r.exchange_needs_won_trick), "exchange without a trick"))
        return false;
      if (!check(!(two_left && !r.exchange_with_two_in_talon), "exchange with two talon cards"))
        return false;
      seen_.exchange_without_trick += no_trick;
      seen_.exchange_with_two += two_left;
    }
    if (legal.contains(Action::close())) {
      if (!check(!(two_left && !r.close_with_two_in_talon), "close with two talon cards"))
        return false;
      seen_.close_with_two += two_left;
    }
    for (int suit = 0; suit < kSuitCount; ++suit) {
      if (!legal.contains(Action::meld(static_cast<Suit>(suit)))) continue;
      if (!check(!(no_trick && r.meld_needs_won_trick), "meld without a trick")) return false;
      seen_.meld_without_trick += no_trick;
    }
    if (const auto meld = s.melded_suit()) {
      const bool queen = legal.contains(Action::play(Card(*meld, Rank::Queen)));
      if (!check(!(queen && r.meld_must_lead_king), "the Queen led after a meld")) return false;
      seen_.queen_after_meld += queen;
    }
    seen_.strict_follows += s.phase() == Phase::Follow && s.strict();
    return true;
  }

  // R9: a view exposes only what its seat has seen; unseen() is the rest.
  bool check_view(const SeatView& v) {
    const HandState& s = state_;
    const int seat = v.seat;
    const int opp = 1 - seat;
    CardSet exposed = v.hand | v.opponent_shown | v.won[0] | v.won[1] | v.trump_card_dealt;
    if (v.lead.valid()) exposed.insert(v.lead);
    if (v.trump_card.valid()) exposed.insert(v.trump_card);
    if (!check(v.hand == s.hand(seat), "view hand differs")) return false;
    if (!check((exposed - known_[seat]).empty(), "a view exposes a card its seat never saw"))
      return false;
    if (!check(v.opponent_shown == (known_[seat] & s.hand(opp)),
               "opponent_shown is not what was seen"))
      return false;
    if (!check(v.unseen() == ((s.hand(opp) - v.opponent_shown) | stock_set()),
               "unseen() is not the opponent's hidden cards plus the stock"))
      return false;
    if (!check(v.opponent_hand_size == s.hand(opp).size() && v.talon_size == s.talon_size(),
               "view counts differ"))
      return false;
    const bool acting = s.to_act() == seat && !s.over();
    if (!check(v.legal.size() == (acting ? s.legal_actions().size() : 0), "view legal actions"))
      return false;
    return check(v.history.size() == history_.size(), "view history");
  }

  // The state an AI would rebuild from a view and the true hidden cards is the real one.
  bool check_world(const SeatView& v) {
    const HandState& s = state_;
    if (s.phase() != Phase::Lead && s.phase() != Phase::Follow) return true;
    const int seat = v.seat;
    std::vector<Card> stock;
    for (int i = 0; i < s.stock_remaining(); ++i) stock.push_back(s.stock_card(i));
    if (s.talon_size() == 0) stock.clear();
    const HandState w = world_state(v, s.hand(1 - seat) - s.shown(1 - seat), stock);
    const ActionList a = w.legal_actions();
    const ActionList b = s.legal_actions();
    bool same = a.size() == b.size() && w.hand(0) == s.hand(0) && w.hand(1) == s.hand(1) &&
                w.score(0) == s.score(0) && w.score(1) == s.score(1) && w.to_act() == s.to_act();
    for (int i = 0; same && i < a.size(); ++i) same = a[i] == b[i];
    return check(same, "world_state from the view and the true cards differs from the state");
  }

  bool check_end() {
    const HandResult& r = state_.result();
    if (!check(r.winner == 0 || r.winner == 1, "no single winner")) return false;
    if (!check(r.game_points >= 1 && r.game_points <= 3, "game points outside 1..3")) return false;
    if (!check(r.reason != EndReason::None, "no end reason")) return false;
    if (policy_ == Policy::CardsOnly) {
      if (!check(state_.won_cards(0).points() + state_.won_cards(1).points() == 120,
                 "a played-out hand does not hold 120 card points"))
        return false;
      if (!check(r.reason == EndReason::LastTrick && r.game_points == 1,
                 "played-out hand not R7.3"))
        return false;
    }
    HandRecord rec;
    rec.rules = rules_;
    rec.dealer = dealer_;
    rec.deck = deck_;
    rec.actions = history_;
    const std::string text = print_record(rec);
    const auto parsed = parse_record(text);
    if (!check(parsed.has_value(), "printed record does not parse")) return false;
    if (!check(parsed->rules == rec.rules && parsed->dealer == rec.dealer &&
                   parsed->deck == rec.deck && parsed->actions == rec.actions,
               "record changed by print and parse"))
      return false;
    if (!check(print_record(*parsed) == text, "record text not canonical")) return false;
    const auto replayed = replay_state(*parsed);
    if (!check(replayed.has_value(), "record does not replay")) return false;
    return check(same_state(*replayed, state_), "replay ends in another state");
  }

  Coverage& seen_;
  Rules rules_;
  std::uint64_t seed_;
  Policy policy_;
  SplitMix64 rng_;
  int dealer_;
  Deck deck_;
  HandState state_;
  std::vector<SeatAction> history_;
  std::array<CardSet, 2> known_{};
  std::string failure_;
};

void simulate(const Rules& rules, int hands, std::uint64_t first_seed) {
  INFO(rules_name(rules));
  const std::vector<Action> universe = action_universe();
  Coverage seen;
  for (int i = 0; i < hands; ++i) {
    const Policy policy = static_cast<Policy>(i % 3);
    const std::string failure = Simulation(rules, first_seed + i, policy, seen).run(universe);
    if (!failure.empty()) FAIL(failure);
  }
  for (EndReason e : {EndReason::CorrectClaim, EndReason::FalseClaim, EndReason::LastTrick,
                      EndReason::CloserFailed}) {
    INFO("end reason " << static_cast<int>(e));
    CHECK(seen.endings[static_cast<int>(e)] > 0);
  }
  CHECK(seen.strict_follows > 0);
  CHECK((seen.exchange_without_trick > 0) == !rules.exchange_needs_won_trick);
  CHECK((seen.exchange_with_two > 0) == rules.exchange_with_two_in_talon);
  CHECK((seen.close_with_two > 0) == rules.close_with_two_in_talon);
  CHECK((seen.meld_without_trick > 0) == !rules.meld_needs_won_trick);
  CHECK((seen.queen_after_meld > 0) == !rules.meld_must_lead_king);
}

}  // namespace

TEST_CASE("Property: 100000 random soft hands keep every invariant (20000 under ASan)") {
  simulate(Rules::soft(), kHandsPerPreset, 1'000'000);
}

TEST_CASE("Property: 100000 random sharp hands keep every invariant (20000 under ASan)") {
  simulate(Rules::sharp(), kHandsPerPreset, 2'000'000);
}

TEST_CASE("Property: random hands under mixed rule options keep every invariant") {
  for (const char* text :
       {"soft exchange-needs-trick=yes close-with-two-cards=no",
        "sharp exchange-with-two-cards=yes meld-leads-king=no",
        "sharp close-with-two-cards=yes meld-needs-trick=no review-tricks=yes"}) {
    const auto rules = parse_rules(text);
    REQUIRE(rules.has_value());
    simulate(*rules, kHandsPerMixedSet, 3'000'000);
  }
}
