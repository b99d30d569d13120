// Fuzzes the readers of network play's messages (net/wire.hpp): a line from the host and a line
// from a guest. Neither throws nor crashes; an error says something; a host message that reads
// is written again by its writer to a line that reads back and writes the same (so what a guest
// accepted is what the host could have sent); a guest line that reads reads the same again.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "schnapsen/json.hpp"
#include "schnapsen/net/wire.hpp"

namespace {

using schnapsen::net::HostMessage;

// The seat a hand_so_far or an event was read for (its "seat" field, checked by the reader).
int seat_of(std::string_view line) {
  const auto json = schnapsen::parse_json(line);
  if (!json) std::abort();  // it was read as a message
  const schnapsen::Json* seat = schnapsen::json_member(*json, "seat");
  if (!seat || !seat->is_number_integer()) std::abort();
  return seat->get<int>();
}

std::string written(const HostMessage& m, int seat) {
  using namespace schnapsen::net;
  switch (m.kind) {
    case HostMessage::Kind::Match: return match_line(m.match);
    case HostMessage::Kind::HandSoFar: return hand_so_far_line(m.hand, seat);
    case HostMessage::Kind::Event: return event_line(m.event, seat);
    case HostMessage::Kind::Act: return act_line(m.turn, schnapsen::ai::MatchInfo{});
    case HostMessage::Kind::PlayAgain: return play_again_line(m.summary);
    case HostMessage::Kind::Deal: return deal_line(m.deal);
    case HostMessage::Kind::Reveal: return reveal_line(m.reveal);
    case HostMessage::Kind::Status: return status_line(m.text);
    case HostMessage::Kind::Bye: return bye_line(m.text, m.saved);
    case HostMessage::Kind::Unknown: return "";  // nothing of it is kept to write again
  }
  std::abort();
}

void host_line(std::string_view line) {
  const auto m = schnapsen::net::parse_host_line(line);
  if (!m) {
    if (m.error().empty()) std::abort();
    return;
  }
  if (m->kind == HostMessage::Kind::Unknown) {  // a newer host's type: only its name is kept
    if (m->text.empty()) std::abort();
    return;
  }
  const bool seated =
      m->kind == HostMessage::Kind::HandSoFar || m->kind == HostMessage::Kind::Event;
  const int seat = seated ? seat_of(line) : 1;
  const std::string once = written(*m, seat);
  const auto again = schnapsen::net::parse_host_line(once);
  if (!again || again->kind != m->kind) std::abort();
  if (written(*again, seat) != once) std::abort();
}

void guest_line(std::string_view line) {
  using schnapsen::net::GuestLine;
  const auto g = schnapsen::net::parse_guest_line(line);
  if (!g) {
    if (g.error().text().empty()) std::abort();
    return;
  }
  const auto again = schnapsen::net::parse_guest_line(g->text);
  if (!again || again->kind != g->kind || again->text != g->text) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  host_line(line);
  guest_line(line);
  return 0;
}
