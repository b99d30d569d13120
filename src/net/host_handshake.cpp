// The host's side of a guest's handshake, line by line (host_handshake.hpp).
#include "schnapsen/net/host_handshake.hpp"

#include "schnapsen/net/handshake.hpp"
#include "schnapsen/net/seat_secret.hpp"

namespace schnapsen::net {
namespace {

HandshakeRefusal failed(std::string why) {
  return {{N_("the handshake failed: %s"), {std::move(why)}}, false, std::nullopt};
}

}  // namespace

HandshakeStep HostHandshake::line(std::string_view line, Clock::time_point now) {
  const Stage stage = stage_;
  stage_ = Stage::Over;  // until a step below passes
  switch (stage) {
    case Stage::Hello: return hello(line);
    case Stage::GuestShare: return share(line, now);
    case Stage::Confirm: return confirm(line, now);
    case Stage::Join: return join(line);
    case Stage::Over: break;
  }
  return HandshakeReply{};
}

HandshakeStep HostHandshake::hello(std::string_view line) {
  auto hello = parse_hello(line);
  if (!hello) return failed(hello.error());
  stage_ = Stage::GuestShare;
  return HandshakeReply{challenge_line(*salt_hex_) + "\n"};
}

// The share is where a guess is made: one that makes no key tells a guesser that its code was
// right, so it is charged before anything else and answered like any other; only a share that
// is no point at all (which says nothing about the code) is refused here.
HandshakeStep HostHandshake::share(std::string_view line, Clock::time_point now) {
  auto hex = parse_share(line);
  const auto share = hex ? bytes_from_hex<65>(*hex) : std::nullopt;
  if (!share) return failed(hex ? "a malformed share" : hex.error().why);
  if (const auto wait = guesses_->refused(address_, now))
    return HandshakeRefusal{GuessLimiter::why(*wait), false, wait->ms};
  const Spake2 pake(Spake2::Role::B, *w_);
  auto keys = pake.finish(*share, kPakeGuest, kPakeHost, std::string(kPakeAad) + *salt_hex_);
  if (!keys && keys.error() != kShareMakesNoKey) return failed(keys.error());
  guesses_->wrong(address_, now);
  if (keys) keys_ = *keys;
  stage_ = Stage::Confirm;
  return HandshakeReply{share_line(hex_of(pake.share())) + "\n"};
}

HandshakeStep HostHandshake::confirm(std::string_view line, Clock::time_point now) {
  auto mac = parse_confirm(line);
  if (!mac) return failed(mac.error());
  if (!keys_ || !same_bytes(*mac, hex_of(keys_->confirm_a)))
    return HandshakeRefusal{{N_("wrong join code"), {}}, true, std::nullopt};
  guesses_->refund(address_, now);
  const ChannelKeys channel = channel_keys(keys_->ke);
  opener_ = LineOpener(channel.guest_to_host);
  sealer_ = LineSealer(channel.host_to_guest);
  stage_ = Stage::Join;
  return HandshakeReply{welcome_line(hex_of(keys_->confirm_b)) + "\n"};
}

HandshakeStep HostHandshake::join(std::string_view line) {
  auto opened = opener_.open(line);
  auto join = opened ? parse_join(*opened) : unexpected(opened.error());
  if (!join) return failed(join.error());
  return HandshakeJoined{join->name, seat_key(join->seat_secret), opener_, sealer_};
}

}  // namespace schnapsen::net
