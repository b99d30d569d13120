#include "schnapsen/ai/worker_pool.hpp"

#include <algorithm>

namespace schnapsen::ai {

WorkerPool::WorkerPool(int threads) {
  for (int w = 1; w < threads; ++w) helpers_.emplace_back([this, w] { serve(w); });
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  helpers_.clear();  // joins
}

void WorkerPool::run(const std::function<void(int)>& job) {
  if (helpers_.empty()) return job(0);
  {
    std::lock_guard lock(mutex_);
    job_ = &job;
    busy_ = static_cast<int>(helpers_.size());
    failure_ = nullptr;
    ++round_;
  }
  wake_.notify_all();
  std::exception_ptr mine;
  try {
    job(0);
  } catch (...) {
    mine = std::current_exception();
  }
  std::unique_lock lock(mutex_);
  done_.wait(lock, [this] { return busy_ == 0; });
  job_ = nullptr;
  if (mine) std::rethrow_exception(mine);
  if (failure_) std::rethrow_exception(failure_);
}

void WorkerPool::serve(int worker) {
  std::uint64_t served = 0;
  for (;;) {
    const std::function<void(int)>* job = nullptr;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || round_ != served; });
      if (stopping_) return;
      served = round_;
      job = job_;
    }
    std::exception_ptr failed;
    try {
      (*job)(worker);
    } catch (...) {
      failed = std::current_exception();
    }
    std::lock_guard lock(mutex_);
    if (failed && !failure_) failure_ = failed;
    if (--busy_ == 0) done_.notify_one();
  }
}

int machine_threads() { return std::max(1, static_cast<int>(std::thread::hardware_concurrency())); }

}  // namespace schnapsen::ai
