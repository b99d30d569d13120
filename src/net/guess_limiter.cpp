// The wrong-code buckets of the host (guess_limiter.hpp).
#include "schnapsen/net/guess_limiter.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace schnapsen::net {

void GuessLimiter::Bucket::refill(Clock::time_point now, int burst, int refill_ms) {
  const double elapsed = std::chrono::duration<double, std::milli>(now - at).count();
  tokens = std::min<double>(burst, tokens + elapsed / std::max(1, refill_ms));
  at = now;
}

int GuessLimiter::Bucket::wait_ms(int refill_ms) const {
  return std::max(1, static_cast<int>(std::ceil((1 - tokens) * refill_ms)));
}

// The bucket of an address, refilled to now (a new one starts full).
GuessLimiter::Bucket& GuessLimiter::bucket_of(const std::string& address, Clock::time_point now) {
  auto it = buckets_.find(address);
  if (it == buckets_.end()) {
    if (buckets_.size() >= limits_.max_tracked) {
      for (auto entry = buckets_.begin(); entry != buckets_.end();) {
        entry->second.refill(now, limits_.burst, limits_.refill_ms);
        entry = entry->second.tokens >= limits_.burst ? buckets_.erase(entry) : std::next(entry);
      }
    }
    it = buckets_.emplace(address, Bucket{static_cast<double>(limits_.burst), now}).first;
  }
  it->second.refill(now, limits_.burst, limits_.refill_ms);
  return it->second;
}

GuessLimiter::Bucket& GuessLimiter::all(Clock::time_point now) {
  all_.refill(now, limits_.all_burst, limits_.all_refill_ms);
  return all_;
}

std::optional<GuessLimiter::Wait> GuessLimiter::refused(const std::string& address,
                                                        Clock::time_point now) {
  const Bucket& mine = bucket_of(address, now);
  const Bucket& everyone = all(now);
  if (mine.tokens < 1) return Wait{Wait::Whose::Address, mine.wait_ms(limits_.refill_ms)};
  if (everyone.tokens < 1)
    return Wait{Wait::Whose::Everyone, everyone.wait_ms(limits_.all_refill_ms)};
  return std::nullopt;
}

void GuessLimiter::wrong(const std::string& address, Clock::time_point now) {
  bucket_of(address, now).tokens -= 1;
  all(now).tokens -= 1;
}

// Every use refills a bucket first, which keeps it at its burst: no cap needed here.
void GuessLimiter::refund(const std::string& address, Clock::time_point now) {
  bucket_of(address, now).tokens += 1;
  all(now).tokens += 1;
}

Message GuessLimiter::why(const Wait& wait) {
  const bool mine = wait.whose == Wait::Whose::Address;
  return {mine ? N_("too many wrong join codes from your address: wait %s")
               : N_("too many wrong join codes lately: wait %s"),
          {std::to_string(std::max(1, (wait.ms + 999) / 1000)) + " s"}};
}

}  // namespace schnapsen::net
