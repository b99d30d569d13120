// CPU time of the calling thread, for the lab commands that report what a decision costs.
#pragma once

#include <ctime>

namespace schnapsen::lab::tools {

// Milliseconds of CPU this thread has used: latency on one core, even on a loaded machine.
inline double thread_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

}  // namespace schnapsen::lab::tools
