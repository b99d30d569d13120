// The host's limit on guessed join codes (host_link.hpp): a token bucket of guesses per address
// and one for every address together. A guess is the guest's share (handshake.hpp: whoever sends
// one may learn whether its code was right, with or without a confirmation), so a share takes a
// token when it arrives and a valid confirmation gives it back (host_handshake.hpp); while
// either bucket is empty, shares and new connections from there (or from everyone) are refused
// with the wait. The buckets that are not full outlive the run (kept(), restore(): the
// invitation keeps them for `host --resume`, so a restart gives no fresh guesses). No sockets and
// no clock of its own: the time is passed in. Safe to use from several threads.
#pragma once

#include <chrono>
#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "schnapsen/message.hpp"

namespace schnapsen::net {

struct GuessLimits {
  int burst = 5;  // wrong codes from one address, then one back every refill_ms
  int refill_ms = 2000;
  int all_burst = 30;  // from all addresses together, then one back every all_refill_ms
  int all_refill_ms = 250;
  // Addresses with a bucket kept; beyond that the full ones are forgotten (they hold nothing
  // a new one would not).
  std::size_t max_tracked = 4096;
};

class GuessLimiter {
 public:
  using Clock = std::chrono::steady_clock;

  // Why a try is refused, and how long until a wrong code is allowed again.
  struct Wait {
    enum class Whose { Address, Everyone } whose = Whose::Address;
    int ms = 0;  // at least 1
  };

  explicit GuessLimiter(const GuessLimits& limits) : limits_(limits) {}

  // Whether `address` (whose wrong codes count together: see host_link.cpp) may try a code at
  // `now`: nullopt, or the wait of its own bucket, else of everybody's.
  std::optional<Wait> refused(const std::string& address, Clock::time_point now);
  // A wrong code from `address`: a token from its bucket and one from everybody's.
  void wrong(const std::string& address, Clock::time_point now);
  // The tokens of a guess that turned out right given back (never beyond the burst).
  void refund(const std::string& address, Clock::time_point now);

  std::size_t tracked() const;

  // A bucket that is not full, as kept between runs: its address ("" for everyone's), its
  // tokens and when it had them, on the wall clock (the steady clock does not outlive a run).
  struct Kept {
    std::string address;
    double tokens = 0;
    std::chrono::system_clock::time_point at;
  };
  // The buckets not full at `now` (`wall` the same moment on the wall clock), the emptiest
  // `max_kept` of the addresses' and everyone's.
  std::vector<Kept> kept(Clock::time_point now, std::chrono::system_clock::time_point wall,
                         std::size_t max_kept = 64);
  // Takes up the buckets of an earlier run, refilled for the time since (never beyond a burst,
  // never below empty; a wall clock set back gives no tokens).
  void restore(const std::vector<Kept>& kept, Clock::time_point now,
               std::chrono::system_clock::time_point wall);

  // The refusal for a wait: "too many wrong join codes from your address: wait 2 s".
  static Message why(const Wait& wait);

 private:
  // A token bucket: `burst` at most, one back every `refill_ms`.
  struct Bucket {
    double tokens = 0;
    Clock::time_point at{};
    void refill(Clock::time_point now, int burst, int refill_ms);
    int wait_ms(int refill_ms) const;  // until a token is back
  };
  Bucket& bucket_of(const std::string& address, Clock::time_point now);
  Bucket& all(Clock::time_point now);

  GuessLimits limits_;
  mutable std::mutex mutex_;
  std::map<std::string, Bucket> buckets_;  // per address
  // From every address together: full from the start (it refills from the clock's epoch).
  Bucket all_{static_cast<double>(limits_.all_burst), {}};
};

}  // namespace schnapsen::net
