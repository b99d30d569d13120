// The guest's side of the checked deal (guest_deal.hpp).
#include "schnapsen/net/guest_deal.hpp"

#include <sstream>
#include <utility>

#include "schnapsen/game/files.hpp"
#include "schnapsen/game/i18n.hpp"

namespace schnapsen::net {

namespace {

constexpr std::size_t kKeptAnswers = 16;
constexpr std::size_t kMaxKeptBytes = 16 * 1024;

// A hand's number as people count: the first is 1.
std::string hand_number(int hand_index) { return std::to_string(hand_index + 1); }

GuestDeal::Step mismatch(const char* msgid, int hand_index) {
  return {std::nullopt, tr(msgid, {hand_number(hand_index)}), std::nullopt};
}

}  // namespace

GuestDeal::GuestDeal(std::optional<std::filesystem::path> kept) : file_(std::move(kept)) {
  if (!file_) return;
  auto text = game::read_file(*file_, kMaxKeptBytes, game::Symlinks::Refuse);
  if (!text) return;  // none yet, or not readable: nothing was answered from here
  std::istringstream lines(*text);
  std::string match_id, hand, commitment, share;
  // A line that is not "MATCH HAND COMMITMENT SHARE" is passed over: the file is the guest's own.
  while (lines >> match_id >> hand >> commitment >> share) {
    const auto c = share_of_hex(commitment);
    const auto s = share_of_hex(share);
    if (c && s && hand.size() <= 6 && hand.find_first_not_of("0123456789") == std::string::npos)
      answered_.push_back({match_id, std::stoi(hand), *c, *s});
  }
}

const GuestDeal::Answered* GuestDeal::answered(int hand_index) const {
  for (const Answered& a : answered_)
    if (a.match_id == match_id_ && a.hand_index == hand_index) return &a;
  return nullptr;
}

std::optional<std::string> GuestDeal::keep(const Answered& a) {
  answered_.push_back(a);
  if (answered_.size() > kKeptAnswers) answered_.erase(answered_.begin());
  if (!file_) return std::nullopt;
  std::string text;
  for (const Answered& k : answered_)
    text += k.match_id + " " + std::to_string(k.hand_index) + " " + share_hex(k.commitment) + " " +
            share_hex(k.share) + "\n";
  return game::write_file_atomically(*file_, text);
}

GuestDeal::Step GuestDeal::owed_reveal() const {
  if (!reveal_owed()) return {};
  return mismatch(N_("the host did not reveal its share of hand %s"), hand_->deal.hand_index);
}

GuestDeal::Step GuestDeal::take(const HostMessage& msg) {
  switch (msg.kind) {
    case HostMessage::Kind::Match:
      if (Step owed = owed_reveal(); owed.mismatch) return owed;
      match_id_ = msg.match.setup.match_id;
      seat_ = msg.match.seat;
      hand_.reset();
      return {};
    case HostMessage::Kind::Deal: return on_deal(msg.deal);
    case HostMessage::Kind::Event: return on_event(msg.event);
    case HostMessage::Kind::HandSoFar: return on_hand_so_far(msg.hand);
    case HostMessage::Kind::Act:
      if (!hand_ || !hand_->started || hand_->over)
        return mismatch(N_("the host asked for a card outside hand %s"),
                        hand_ ? hand_->deal.hand_index : 0);
      saw(msg.turn.view, false);
      return {};
    case HostMessage::Kind::Reveal: return on_reveal(msg.reveal);
    case HostMessage::Kind::PlayAgain:
    case HostMessage::Kind::Bye: return owed_reveal();
    case HostMessage::Kind::Status:
    case HostMessage::Kind::Unknown: return {};
  }
  return {};
}

GuestDeal::Step GuestDeal::on_deal(const DealMessage& d) {
  if (match_id_.empty())
    return mismatch(N_("the host committed to hand %s before its match"), d.hand_index);
  if (reveal_owed() && d.hand_index != hand_->deal.hand_index) return owed_reveal();
  if (hand_ && hand_->deal.hand_index == d.hand_index && hand_->started)
    return mismatch(N_("the host committed to hand %s twice"), d.hand_index);
  const Answered* before = answered(d.hand_index);
  Step step;
  Answered now{match_id_, d.hand_index, d.commitment, {}};
  if (!d.guest_share) {  // asked: the same share for the same commitment, never a second one
    if (before && before->commitment != d.commitment)
      return mismatch(N_("the host committed to hand %s anew, to another share"), d.hand_index);
    now.share = before ? before->share : shares_();
    if (!before)
      if (auto error = keep(now))
        step.notice = tr(N_("Your share of the deal could not be kept (%s): if you join again "
                            "during this hand, it is checked against the host's word for it."),
                         {*error});
    step.answer = "share " + share_hex(now.share);
  } else {  // a hand dealt before this program joined
    now.share = *d.guest_share;
    if (before && (before->commitment != d.commitment || before->share != now.share))
      return mismatch(N_("the host's commitment to hand %s is not the one you answered"),
                      d.hand_index);
    if (!before)
      step.notice = tr(N_("Hand %s was dealt before you joined from here: its deal is checked "
                          "against the host's word for the share you sent."),
                       {hand_number(d.hand_index)});
  }
  hand_ = Hand{now, false, false, HandWitness{seat_, d.hand_index, {}, {}}};
  return step;
}

void GuestDeal::saw(const SeatView& view, bool landing) {
  hand_->seen.views.push_back({view, landing});
}

GuestDeal::Step GuestDeal::on_event(const game::GameEvent& e) {
  using K = game::EventKind;
  if (e.kind == K::BummerlOver || e.kind == K::MatchOver) return {};  // after a hand's end
  if (e.kind == K::HandStarted) {
    if (!hand_ || hand_->deal.hand_index != e.hand_index || hand_->started)
      return mismatch(N_("the host dealt hand %s without committing to it first"), e.hand_index);
    hand_->started = true;
  }
  if (!hand_ || !hand_->started || hand_->deal.hand_index != e.hand_index || hand_->over)
    return mismatch(N_("the host showed a move outside hand %s"),
                    hand_ ? hand_->deal.hand_index : e.hand_index);
  hand_->seen.events.push_back(e);
  if (e.table.dealt)
    saw(e.table.views[static_cast<std::size_t>(seat_)], e.kind == K::CardPlayed && !e.led);
  if (e.kind == K::HandOver) hand_->over = true;
  return {};
}

GuestDeal::Step GuestDeal::on_hand_so_far(const game::HandSoFar& h) {
  for (const game::GameEvent& e : h.events)
    if (Step step = on_event(e); step.mismatch) return step;
  if (h.table.dealt) {
    const game::GameEvent& last = h.events.back();
    saw(h.table.views[static_cast<std::size_t>(seat_)],
        last.kind == game::EventKind::CardPlayed && !last.led);
  }
  return {};
}

GuestDeal::Step GuestDeal::on_reveal(const RevealMessage& r) {
  if (!hand_ || hand_->deal.hand_index != r.hand_index || !hand_->over)
    return mismatch(N_("the host revealed a share for hand %s, which is not over"), r.hand_index);
  if (commit_to(match_id_, r.hand_index, r.share) != hand_->deal.commitment)
    return mismatch(N_("the share the host revealed for hand %s is not the one it committed to"),
                    r.hand_index);
  const Deck deck = fair_deck(match_id_, r.hand_index, r.share, hand_->deal.share);
  if (std::optional<Message> wrong = check_hand(hand_->seen, deck))
    return {std::nullopt,
            tr(N_("in hand %s, %s"), {hand_number(r.hand_index), tr(wrong->msgid, wrong->args)}),
            std::nullopt};
  ++checked_;
  hand_.reset();
  return {};
}

}  // namespace schnapsen::net
