// The host's side of a guest's handshake, line by line (host_handshake.hpp).
#include "schnapsen/net/host_handshake.hpp"

#include "schnapsen/net/handshake.hpp"

namespace schnapsen::net {
namespace {

HandshakeRefusal failed(std::string why) {
  return {{N_("the handshake failed: %s"), {std::move(why)}}};
}

}  // namespace

HandshakeStep HostHandshake::line(std::string_view line) {
  const Stage stage = stage_;
  stage_ = Stage::Over;  // until a step below passes
  switch (stage) {
    case Stage::Hello: return hello(line);
    case Stage::GuestShare: return share(line);
    case Stage::Confirm: return confirm(line);
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

HandshakeStep HostHandshake::share(std::string_view line) {
  auto hex = parse_share(line);
  const auto share = hex ? bytes_from_hex<65>(*hex) : std::nullopt;
  if (!share) return failed(hex ? "a malformed share" : hex.error().why);
  const Spake2 pake(Spake2::Role::B, *w_);
  auto keys = pake.finish(*share, kPakeGuest, kPakeHost, std::string(kPakeAad) + *salt_hex_);
  if (!keys) return failed(keys.error());
  keys_ = *keys;
  stage_ = Stage::Confirm;
  return HandshakeReply{share_line(hex_of(pake.share())) + "\n"};
}

HandshakeStep HostHandshake::confirm(std::string_view line) {
  auto mac = parse_confirm(line);
  if (!mac) return failed(mac.error());
  if (!same_bytes(*mac, hex_of(keys_->confirm_a)))
    return HandshakeRefusal{{N_("wrong join code"), {}}, true};
  const ChannelKeys channel = channel_keys(keys_->ke);
  opener_ = LineOpener(channel.guest_to_host);
  sealer_ = LineSealer(channel.host_to_guest);
  stage_ = Stage::Join;
  return HandshakeReply{};
}

HandshakeStep HostHandshake::join(std::string_view line) {
  auto opened = opener_.open(line);
  auto name = opened ? parse_join(*opened) : unexpected(opened.error());
  if (!name) return failed(name.error());
  return HandshakeJoined{*name, welcome_line(hex_of(keys_->confirm_b)) + "\n", opener_, sealer_};
}

}  // namespace schnapsen::net
