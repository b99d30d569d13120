#include "schnapsen/lab/reading_check.hpp"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>

#include "schnapsen/ai/opponent_reading.hpp"
#include "schnapsen/lab/interval.hpp"

namespace schnapsen::lab {

double true_hand_gain(const RecordedDecision& d, const ReadingSettings& settings,
                      std::uint64_t seed) {
  const ai::OpponentReading reading(d.view, settings.uniform_share);
  if (!reading.usable()) return 0;
  const ai::HiddenInfo info = ai::hidden_info(d.view);
  const std::vector<CardSet> hands = ai::enumerate_opponent_hands(info);
  const CardSet truth = d.opponent_hand - d.view.opponent_shown;
  const auto it = std::find(hands.begin(), hands.end(), truth);
  if (it == hands.end()) return 0;  // cannot happen for a record the engine wrote
  SplitMix64 rng(seed);
  const std::vector<double> lw = reading.log_weights(hands, rng, settings.samples);
  double total = 0;
  for (double w : lw) total += std::exp(w);  // the largest is 0
  const double weighted = lw[it - hands.begin()] - std::log(total);
  const double uniform = -std::log(static_cast<double>(hands.size()));
  return weighted - uniform;
}

double ReadingTable::Cell::ci95() const { return ci95_half_width(decisions, sum, sum_squares); }

int ReadingTable::trick_of(const SeatView& view) {
  return std::clamp(view.tricks[0] + view.tricks[1] + 1, 1, 10);
}

ReadingTable::Talon ReadingTable::talon_of(const SeatView& view) {
  return view.talon_open() ? kOpen : view.talon_size > 0 ? kClosed : kExhausted;
}

void ReadingTable::add(const SeatView& view, double gain) {
  Cell& c = cells_[trick_of(view) - 1][talon_of(view)];
  ++c.decisions;
  c.sum += gain;
  c.sum_squares += gain * gain;
}

ReadingTable::Cell ReadingTable::from_trick(int first, bool hidden_only) const {
  Cell all;
  for (int t = first; t <= 10; ++t)
    for (int p = 0; p < 3; ++p) {
      if (hidden_only && p == kExhausted) continue;
      const Cell& c = cells_[t - 1][p];
      all.decisions += c.decisions;
      all.sum += c.sum;
      all.sum_squares += c.sum_squares;
    }
  return all;
}

std::string ReadingTable::text() const {
  std::ostringstream out;
  out << std::fixed << std::setprecision(3);
  const char* names[] = {"open", "closed", "exhausted"};
  out << "trick  talon      decisions  gain (nats)\n";
  for (int t = 1; t <= 10; ++t)
    for (int p = 0; p < 3; ++p) {
      const Cell& c = cells_[t - 1][p];
      if (c.decisions == 0) continue;
      out << std::setw(5) << t << "  " << std::left << std::setw(9) << names[p] << std::right
          << std::setw(11) << c.decisions << "  " << std::setw(7) << c.mean() << " ± " << c.ci95()
          << "\n";
    }
  for (int first : {1, 3}) {
    const Cell all = from_trick(first);
    out << "from trick " << first << ": " << all.decisions << " decisions, " << all.mean() << " ± "
        << all.ci95() << " nats per decision\n";
  }
  const Cell hidden = from_trick(3, true);
  out << "from trick 3, cards still hidden (talon open or closed): " << hidden.decisions
      << " decisions, " << hidden.mean() << " ± " << hidden.ci95() << " nats per decision\n";
  return out.str();
}

}  // namespace schnapsen::lab
