// Line mode's sound cues (sound_cues.hpp).
#include "schnapsen/line/sound_cues.hpp"

#include <algorithm>
#include <chrono>
#include <utility>

namespace schnapsen::line {

namespace {

// A cue still playing when the program ends is cut short after this.
constexpr std::chrono::milliseconds kEndGrace{300};

}  // namespace

SoundCues::SoundCues(std::string command) : command_(std::move(command)) {}

SoundCues::~SoundCues() {
  for (auto& p : running_) p->stop(kEndGrace);
}

void SoundCues::cue(std::string_view event) {
  if (command_.empty()) return;
  std::erase_if(running_,
                [](const auto& p) { return p->wait_ended(bots::Clock::now()).has_value(); });
  if (running_.size() >= kMaxRunning) return;
  // The event names are fixed words of ours: set as $1, they need no quoting.
  auto started = bots::Subprocess::start("set -- " + std::string(event) + "\n" + command_, {});
  if (started) running_.push_back(std::move(*started));
}

}  // namespace schnapsen::line
