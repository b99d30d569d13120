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
  const std::lock_guard lock(mutex_);
  const Bucket& mine = bucket_of(address, now);
  const Bucket& everyone = all(now);
  if (mine.tokens < 1) return Wait{Wait::Whose::Address, mine.wait_ms(limits_.refill_ms)};
  if (everyone.tokens < 1)
    return Wait{Wait::Whose::Everyone, everyone.wait_ms(limits_.all_refill_ms)};
  return std::nullopt;
}

void GuessLimiter::wrong(const std::string& address, Clock::time_point now) {
  const std::lock_guard lock(mutex_);
  bucket_of(address, now).tokens -= 1;
  all(now).tokens -= 1;
}

// Every use refills a bucket first, which keeps it at its burst: no cap needed here.
void GuessLimiter::refund(const std::string& address, Clock::time_point now) {
  const std::lock_guard lock(mutex_);
  bucket_of(address, now).tokens += 1;
  all(now).tokens += 1;
}

std::size_t GuessLimiter::tracked() const {
  const std::lock_guard lock(mutex_);
  return buckets_.size();
}

std::vector<GuessLimiter::Kept> GuessLimiter::kept(Clock::time_point now,
                                                   std::chrono::system_clock::time_point wall,
                                                   std::size_t max_kept) {
  const std::lock_guard lock(mutex_);
  std::vector<Kept> kept;
  if (all(now).tokens < limits_.all_burst) kept.push_back({"", all_.tokens, wall});
  for (auto& [address, bucket] : buckets_) {
    bucket.refill(now, limits_.burst, limits_.refill_ms);
    if (bucket.tokens < limits_.burst) kept.push_back({address, bucket.tokens, wall});
  }
  // Everyone's first, then the emptiest addresses.
  std::stable_sort(kept.begin(), kept.end(), [](const Kept& a, const Kept& b) {
    if (a.address.empty() != b.address.empty()) return a.address.empty();
    return a.tokens < b.tokens;
  });
  if (kept.size() > max_kept) kept.resize(max_kept);
  return kept;
}

void GuessLimiter::restore(const std::vector<Kept>& kept, Clock::time_point now,
                           std::chrono::system_clock::time_point wall) {
  const std::lock_guard lock(mutex_);
  for (const Kept& k : kept) {
    const bool everyone = k.address.empty();
    const int burst = everyone ? limits_.all_burst : limits_.burst;
    const int refill_ms = std::max(1, everyone ? limits_.all_refill_ms : limits_.refill_ms);
    const double since_ms =
        std::max(0.0, std::chrono::duration<double, std::milli>(wall - k.at).count());
    const double tokens =
        std::clamp(std::min<double>(burst, k.tokens + since_ms / refill_ms), 0.0, 1.0 * burst);
    if (everyone)
      all_ = {tokens, now};
    else
      bucket_of(k.address, now) = {tokens, now};
  }
}

Message GuessLimiter::why(const Wait& wait) {
  const bool mine = wait.whose == Wait::Whose::Address;
  return {mine ? N_("too many wrong join codes from your address: wait %s")
               : N_("too many wrong join codes lately: wait %s"),
          {std::to_string(std::max(1, (wait.ms + 999) / 1000)) + " s"}};
}

}  // namespace schnapsen::net
