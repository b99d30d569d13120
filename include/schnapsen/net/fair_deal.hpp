// The checked deal of a hosted match, as pure functions: before each hand the host commits to a
// random share of its own (a hash of it), the guest answers with a random share, and the deck is
// made from both, so that neither side alone chooses it; at the hand's end the host reveals its
// share and the guest checks the commitment and every card it was shown (deal_check.hpp). The
// wire carries these as hex (docs/bots.md, "Protocol 4"); docs/ui.md's security model says what
// this proves and what it does not.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/hand_state.hpp"

namespace schnapsen::net {

inline constexpr std::size_t kShareBytes = 32;
using DealShare = std::array<std::uint8_t, kShareBytes>;   // one side's random share of a deal
using Commitment = std::array<std::uint8_t, kShareBytes>;  // SHA-256 of the host's share

// SHA-256 of "schnapsen deal commitment 4", the match id, the hand index and the host's share
// (each field framed, so no two inputs run together).
Commitment commit_to(std::string_view match_id, int hand_index, const DealShare& host);

// The deck of the hand from both shares: SHA-256 of "schnapsen fair deck 4", the match id, the
// hand index, both shares and a block counter, block after block, as a stream of bytes for
// shuffle_deck.
Deck fair_deck(std::string_view match_id, int hand_index, const DealShare& host,
               const DealShare& guest);

// The host's share of a hand, from a secret it keeps for the match: SHA-256 of "schnapsen host
// share 4", the secret, the match id and the hand index. A revealed share tells nothing of the
// secret or of another hand's share; a host resumed from its save commits to the same share for a
// hand it had committed to before it was stopped, so that no deal is drawn twice.
DealShare host_share(const DealShare& secret, std::string_view match_id, int hand_index);

// The ordered deck (Card::from_index order) shuffled by Fisher-Yates, each swap's index drawn from
// `next_byte` by rejection sampling (a byte below the largest multiple of the range, reduced), so
// that an unbiased byte stream gives every order equally often.
Deck shuffle_deck(const std::function<std::uint8_t()>& next_byte);

// 32 bytes from OpenSSL's RAND_bytes; throws std::runtime_error when the source fails.
DealShare random_share();

// Where a side's shares come from: random_share, except in a test that needs the same deal at
// every run (a golden transcript of network play).
using ShareSource = std::function<DealShare()>;

// 64 lower-case hex digits, and back (exactly those: one spelling per share, else nullopt).
std::string share_hex(const DealShare& share);
std::optional<DealShare> share_of_hex(std::string_view hex);

}  // namespace schnapsen::net
