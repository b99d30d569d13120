// A small pool of threads for one decision's worlds (evaluation.hpp) or play-outs (the lab's
// play-out player): run(job) calls job(worker) once on each of its workers, the calling thread
// being worker 0, and returns when all have returned. The job shares out its own work (worlds
// taken in order from a counter); what a worker computes must not depend on which worker it is,
// so that the answer is the same for any number of threads (docs/ai.md, "Threads").
#pragma once

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace schnapsen::ai {

class WorkerPool {
 public:
  // `threads` workers in all (at least 1): the caller and threads - 1 helpers, started here and
  // idle between runs.
  explicit WorkerPool(int threads);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  int size() const { return static_cast<int>(helpers_.size()) + 1; }
  // Runs job(0) here and job(1) .. job(size() - 1) on the helpers; rethrows the first exception
  // a worker threw once all are done.
  void run(const std::function<void(int worker)>& job);

 private:
  void serve(int worker);

  std::vector<std::jthread> helpers_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable done_;
  const std::function<void(int)>* job_ = nullptr;
  std::uint64_t round_ = 0;  // runs started: a helper serves each once
  int busy_ = 0;             // helpers still in this run's job
  bool stopping_ = false;
  std::exception_ptr failure_;
};

// The machine's cores (std::thread::hardware_concurrency), at least 1: the table's default.
int machine_threads();

}  // namespace schnapsen::ai
