// Fuzzes the reader of bot answers: the first byte picks a position (a seeded deal and a few
// random actions), the rest is the answer line. No crash; an accepted answer is legal.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "schnapsen/bots/bot_protocol.hpp"
#include "schnapsen/deal.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace schnapsen;
  if (size == 0) return 0;
  SplitMix64 rng(data[0]);
  HandState state = HandState::deal(data[0] & 1 ? Rules::sharp() : Rules::soft(), data[0] >> 7,
                                    shuffled_deck(data[0]));
  const int moves = rng.below(12);
  for (int i = 0; i < moves && !state.over(); ++i) {
    const ActionList legal = state.legal_actions();
    state.apply_legal(legal[rng.below(legal.size())]);
  }
  if (state.over()) return 0;
  const ActionList legal = state.legal_actions();
  const std::string_view line(reinterpret_cast<const char*>(data + 1), size - 1);
  auto answer = bots::parse_bot_answer(line, legal);
  if (answer && !legal.contains(*answer)) std::abort();
  if (!answer && answer.error().empty()) std::abort();
  const std::string shown = bots::describe_bot_output(line);
  for (char c : shown)
    if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) == 127) std::abort();
  return 0;
}
