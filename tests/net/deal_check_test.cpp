// The guest's check of the deal (guest_deal.hpp, deal_check.hpp) fed the lines of a host that
// plays whole hands through the real controller and the wire's writers: an honest host's hands
// all check out; a host that stacks the deck, changes a card after committing, reveals a share it
// did not commit to, commits to a hand twice or goes on without revealing is caught.
#include <optional>
#include <string>
#include <utility>

#include "../game/temp_dir.hpp"
#include "catch.hpp"
#include "schnapsen/ai/random_player.hpp"
#include "schnapsen/game/controller.hpp"
#include "schnapsen/net/guest_deal.hpp"
#include "schnapsen/net/host_deal.hpp"

namespace schnapsen::net {
namespace {

enum class Cheat { None, Stacked, CardChanged, WrongReveal, NoReveal, Recommitted };

constexpr int kGuest = 1;
const std::string kMatch = "0123456789abcdef";

// A host's side of the wire without a socket: each line goes through the reader to the guest's
// check at once, and the check's answers come back as the guest's lines.
struct FakeMatch {
  Cheat cheat = Cheat::None;
  int cheat_from = 0;  // the first hand cheated in
  GuestDeal guest{std::nullopt};
  HostDeal host;
  std::optional<std::string> mismatch;
  int hands = 0;

  std::optional<std::string> send(const std::string& line) {
    const auto msg = parse_host_line(line);
    INFO(line.substr(0, 300));
    if (!msg) FAIL(msg.error());
    GuestDeal::Step step = guest.take(*msg);
    if (step.mismatch && !mismatch) mismatch = step.mismatch;
    return step.answer;
  }

  bool cheating(int hand) const { return cheat != Cheat::None && hand >= cheat_from; }

  Deck deal(int hand) {
    if (cheating(hand) && cheat == Cheat::Recommitted) {
      HostDeal other;
      other.begin(kMatch);
      send(deal_line(other.ask(hand)));  // answered: the host has seen a share
    }
    const std::optional<std::string> answer = send(deal_line(host.ask(hand)));
    if (!answer) return host.dealt(hand, DealShare{});  // caught: the match stops after this deal
    const auto line = parse_guest_line(*answer);
    REQUIRE(line);
    REQUIRE(line->kind == GuestLine::Kind::Deal);
    Deck deck = host.dealt(hand, line->share);
    if (!cheating(hand)) return deck;
    if (cheat == Cheat::Stacked) deck = fair_deck(kMatch, hand, DealShare{}, DealShare{});
    if (cheat == Cheat::CardChanged) std::swap(deck[kTrumpCardAt], deck[kStockStart + 3]);
    return deck;
  }

  void event(const game::GameEvent& e) {
    send(event_line(e, kGuest));
    if (e.kind != game::EventKind::HandOver) return;
    ++hands;
    RevealMessage reveal = *host.reveal();
    if (cheating(e.hand_index) && cheat == Cheat::NoReveal) return;
    if (cheating(e.hand_index) && cheat == Cheat::WrongReveal) reveal.share[0] ^= 1;
    send(reveal_line(reveal));
  }

  // Plays a match of two Bummerls between two random players; the guest's check sees it all.
  void play(const Rules& rules, std::uint64_t seed) {
    MatchMessage m;
    m.setup.spec.rules = rules;
    m.setup.spec.seats = {game::SeatSetup{game::SeatKind::Human, "-", "Anna"},
                          game::SeatSetup{game::SeatKind::Remote, "-", "Bob"}};
    m.setup.match_id = kMatch;
    m.setup.spec.first_dealer = 0;
    send(match_line(m));
    host.begin(kMatch);
    game::ControllerConfig config;
    config.rules = rules;
    config.match.bummerls_to_lose = 2;
    config.deal = [this](int hand) { return deal(hand); };
    ai::RandomPlayer a(seed), b(seed + 1);
    game::Controller c(config, {&a, &b});
    c.on_event([this](const game::GameEvent& e) { event(e); });
    while (!mismatch && c.step()) {
    }
    send(play_again_line({}));
  }
};

TEST_CASE("Deal check: an honest host's every hand checks out, in both rule sets") {
  for (const Rules& rules : {Rules::soft(), Rules::sharp()})
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      INFO(rules_name(rules) << ", seed " << seed);
      FakeMatch match;
      match.play(rules, seed);
      CHECK_FALSE(match.mismatch);
      CHECK(match.hands >= 3);  // a Bummerl takes three hands at least
      CHECK(match.guest.hands_checked() == match.hands);
    }
}

// The first mismatch of a match whose host cheats from hand `from` on.
std::string caught(Cheat cheat, int from = 0, const Rules& rules = Rules::soft()) {
  FakeMatch match;
  match.cheat = cheat;
  match.cheat_from = from;
  match.play(rules, 3);
  REQUIRE(match.mismatch);
  CHECK(match.guest.hands_checked() == from);  // the honest hands before checked out
  return *match.mismatch;
}

TEST_CASE("Deal check: a host that cheats is caught at the hand's end") {
  for (const Rules& rules : {Rules::soft(), Rules::sharp()}) {
    INFO(rules_name(rules));
    // Its deck is not the one both shares make: the guest's cards and the trump are not the deal's.
    CHECK(caught(Cheat::Stacked, 0, rules).find("in hand 1, ") == 0);
    CHECK(caught(Cheat::Stacked, 2, rules).find("in hand 3, ") == 0);
    // One card moved after the commitment: the trump card turned up is not the deal's.
    CHECK(caught(Cheat::CardChanged, 1, rules).find("in hand 2, ") == 0);
  }
  CHECK(caught(Cheat::WrongReveal, 1) ==
        "the share the host revealed for hand 2 is not the one it committed to");
  CHECK(caught(Cheat::NoReveal, 0) == "the host did not reveal its share of hand 1");
  CHECK(caught(Cheat::Recommitted, 1) == "the host committed to hand 2 anew, to another share");
}

TEST_CASE("Deal check: a deal without a commitment, and a reveal before the end, are caught") {
  GuestDeal guest(std::nullopt);
  MatchMessage m;
  m.setup.spec.seats = {game::SeatSetup{game::SeatKind::Human, "-", "Anna"},
                        game::SeatSetup{game::SeatKind::Remote, "-", "Bob"}};
  m.setup.spec.first_dealer = 0;
  m.setup.match_id = kMatch;
  REQUIRE_FALSE(guest.take(*parse_host_line(match_line(m))).mismatch);
  // A hand dealt with no commitment before it.
  game::ControllerConfig config;
  ai::RandomPlayer a(1), b(2);
  game::Controller c(config, {&a, &b});
  std::vector<std::string> lines;
  c.on_event([&](const game::GameEvent& e) { lines.push_back(event_line(e, kGuest)); });
  c.step();
  REQUIRE_FALSE(lines.empty());
  CHECK(guest.take(*parse_host_line(lines.front())).mismatch ==
        "the host dealt hand 1 without committing to it first");
  // A share revealed for a hand still in play.
  GuestDeal early(std::nullopt);
  early.take(*parse_host_line(match_line(m)));
  HostDeal host;
  host.begin(kMatch);
  REQUIRE(early.take(*parse_host_line(deal_line(host.ask(0)))).answer);
  CHECK(early.take(*parse_host_line(reveal_line({0, DealShare{}}))).mismatch ==
        "the host revealed a share for hand 1, which is not over");
}

TEST_CASE("Deal check: a resumed host commits to the same share; its proof reads back") {
  HostDeal host;
  host.begin(kMatch);
  const DealMessage asked = host.ask(4);
  host.dealt(4, DealShare{});
  HostDeal resumed;
  REQUIRE(resumed.resume(kMatch, 4, host.proof()));
  CHECK(resumed.ask(4).commitment == asked.commitment);
  CHECK(resumed.reveal()->share == host.reveal()->share);
  CHECK(resumed.told()->guest_share == DealShare{});
  CHECK_FALSE(HostDeal().resume(kMatch, 5, host.proof()));  // another hand's
  CHECK_FALSE(HostDeal().resume(kMatch, 4, ""));            // a save of version 3
  CHECK_FALSE(HostDeal().resume(kMatch, 4, host.proof() + " 00"));
  CHECK_FALSE(HostDeal().resume(kMatch, 4, "zz 4 " + share_hex(DealShare{})));
}

TEST_CASE("Deal check: a guest that joins again holds the host to what it answered before") {
  game::TempDir dir;
  const std::filesystem::path kept = dir.path / "guest-deals";
  MatchMessage m;
  m.setup.spec.seats = {game::SeatSetup{game::SeatKind::Human, "-", "Anna"},
                        game::SeatSetup{game::SeatKind::Remote, "-", "Bob"}};
  m.setup.spec.first_dealer = 0;
  m.setup.match_id = kMatch;
  HostDeal host;
  host.begin(kMatch);
  const auto take = [&](GuestDeal& g, const std::string& line) {
    return g.take(*parse_host_line(line));
  };
  DealShare mine{};
  {
    GuestDeal first(kept);
    take(first, match_line(m));
    const GuestDeal::Step asked = take(first, deal_line(host.ask(0)));
    REQUIRE(asked.answer);
    mine = parse_guest_line(*asked.answer)->share;
    host.dealt(0, mine);
  }  // its program ends (a dropped connection)
  // Asked again for the same commitment (a host resumed before its deal was saved): the same
  // share, so the same deck; asked for another commitment to the same hand: caught.
  {
    GuestDeal again(kept);
    take(again, match_line(m));
    CHECK(take(again, deal_line(host.ask(0))).answer == "share " + share_hex(mine));
  }
  {
    GuestDeal again(kept);
    take(again, match_line(m));
    HostDeal other;
    other.begin(kMatch);
    CHECK(take(again, deal_line(other.ask(0))).mismatch ==
          "the host committed to hand 1 anew, to another share");
  }
  // Told of the hand in play: the share it sent checks; another one does not.
  {
    GuestDeal again(kept);
    take(again, match_line(m));
    const GuestDeal::Step told = take(again, deal_line(*host.told()));
    CHECK_FALSE(told.mismatch);
    CHECK_FALSE(told.notice);
    DealMessage lie = *host.told();
    lie.guest_share->at(0) ^= 1;
    GuestDeal fooled(kept);
    take(fooled, match_line(m));
    CHECK(take(fooled, deal_line(lie)).mismatch ==
          "the host's commitment to hand 1 is not the one you answered");
  }
  // A guest with nothing kept of the hand is told that it takes the host's word for its share.
  GuestDeal elsewhere(std::nullopt);
  take(elsewhere, match_line(m));
  CHECK(take(elsewhere, deal_line(*host.told())).notice);
}

}  // namespace
}  // namespace schnapsen::net
