// The host's side of a network match: a session front end that puts every event on the host's
// own table and sends the guest (seat 1) what that seat may see; the guest's turns are asked over
// the link and every answer is checked against the seat's legal actions (the guest is untrusted).
// A guest whose connection drops may join again at any time: it is sent the match and the hand as
// they stand (the link's catch-up), then the question it owes, if any. Each hand is dealt with
// the guest (host_deal.hpp): the host commits to its share, the guest answers with its own, and
// the host reveals its share when the hand is over, for the guest to check the deal.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "schnapsen/game/remote_presence.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/net/host_deal.hpp"
#include "schnapsen/net/host_link.hpp"
#include "schnapsen/net/wire.hpp"

namespace schnapsen::net {

inline constexpr int kGuestSeat = 1;

class HostTable : public game::SessionFrontEnd {
 public:
  // `table` shows the match to the host, `presence` the guest's comings and goings on it;
  // `guest` is the name of the guest seated now ("" none); `rejoin` the command the guest joins
  // again with, shown while its connection is down.
  HostTable(game::SessionFrontEnd& table, game::RemotePresence& presence, HostLink& link,
            std::string guest, std::string rejoin);
  ~HostTable() override;
  HostTable(const HostTable&) = delete;
  HostTable& operator=(const HostTable&) = delete;

  game::ResumeChoice offer_resume(const game::SavedMatch& saved,
                                  const std::string& description) override;
  game::OpponentChoice opponent_failed(const game::SavedMatch& saved,
                                       const std::string& why) override;
  void begin_match(const game::MatchSetup& setup) override;
  game::HumanSeat& human(int seat) override;
  std::unique_ptr<ai::Player> watch(int seat, ai::Player& inner) override;
  void show_hand_so_far(const game::HandSoFar& hand) override;
  void on_event(const game::GameEvent& event) override;
  void set_save_status(const game::SaveStatus& status) override;
  bool play_again(const game::MatchSummary& summary) override;
  // The deck from both shares; throws ai::Stopped when the host quits while it waits for the
  // guest's. The proof is the save's (a resumed match's comes back through begin_match).
  std::optional<Deck> deal(int hand_index) override;
  std::string deal_proof() const override { return deal_.proof(); }
  void end_match() override;
  std::function<bool()> stop_check() override;
  // The host's secret from `shares`, for the next match (HostDeal).
  void use_shares(ShareSource shares) { deal_.use_shares(std::move(shares)); }

  // Why the guest ended the match or left it ("" when it did not): it quit (the host then
  // waited for it to join again), or declined another match.
  const std::string& guest_ended() const { return guest_ended_; }
  // What the session last said about saving (a failed save's warning included).
  const game::SaveStatus& save_status() const { return save_status_; }

 private:
  class RemoteSeat;
  // The lines a guest joining now is sent first: the match, the hand so far, the hand's end
  // events, the question it owes.
  std::vector<std::string> catch_up() const;
  // Reads the link's news for up to `ms`: a join or a drop updates the status line; a line is
  // returned (nullopt: none). A line nobody asked for drops the guest, except "quit".
  std::optional<GuestLine> poll(int ms, bool answer_expected);
  std::string guest_name() const;
  // Shows what the host waits for: `waiting` (a msgid with the guest's name as %s) while the
  // guest is seated, else the command it joins again with; remembered for a join or drop
  // meanwhile.
  void show_waiting(const char* waiting);
  // The guest's answer, waited for at the host's table (showing `waiting`; q asks whether to
  // quit): nullopt when the host quits. A guest that left (or dropped) is waited for until it
  // joins again and answers; its "quit" is returned only when `quit_answers`.
  std::optional<GuestLine> await_answer(const char* waiting, bool quit_answers);
  // Sends the question `ask` the guest owes and waits for its share (nullopt: the host quit).
  std::optional<DealShare> await_share(const std::string& ask);
  // While one lives, an answer from the guest is expected (its turn, another match?): lines
  // read meanwhile (by the idle check while a box is open) are kept in answer_.
  struct Expecting {
    explicit Expecting(HostTable& host) : host_(host) { host_.expecting_ = true; }
    ~Expecting() {
      host_.expecting_ = false;
      host_.answer_.reset();
    }
    Expecting(const Expecting&) = delete;
    Expecting& operator=(const Expecting&) = delete;

   private:
    HostTable& host_;
  };
  // A line about the guest on the table's message line (counted in shown_); `news` into the log
  // too.
  void status(const std::string& line, bool news = false);

  game::SessionFrontEnd& table_;
  game::RemotePresence& presence_;
  HostLink& link_;
  std::string guest_;  // the name the seated guest gave ("" while nobody is seated)
  std::optional<MatchMessage> match_;
  std::vector<game::GameEvent> hand_;  // this hand's events as seat 1 saw them, to its end
  game::TableSnapshot hand_table_;     // the table after the last of them
  std::vector<game::GameEvent> end_;   // HandOver, BummerlOver, MatchOver of this hand
  HostDeal deal_;
  std::optional<std::string> dealt_;      // the deal line of the hand in hand_, for a catch-up
  std::optional<std::string> revealed_;   // its reveal once it is over
  std::optional<std::string> next_deal_;  // a hand dealt whose HandStarted is still to come
  std::optional<std::string> owed_;       // the question the guest must answer (act, play_again)
  std::string guest_ended_;
  game::SaveStatus save_status_;
  std::uint64_t incidents_seen_ = 0;  // the number of the link's next incident not yet shown
  const char* waiting_ = nullptr;     // what the host waits for from the guest (a msgid), if any
  std::string dropped_;               // why the guest's connection dropped
  std::string rejoin_;                // "schnapsen join HOST:PORT --code CODE"
  int shown_ = 0;                     // status lines shown so far
  bool expecting_ = false;            // Expecting
  std::optional<GuestLine> answer_;   // an answer read while expecting, not taken yet
  std::unique_ptr<RemoteSeat> seat_;
};

}  // namespace schnapsen::net
