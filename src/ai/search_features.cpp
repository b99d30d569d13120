#include "schnapsen/ai/search_features.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <iomanip>
#include <sstream>
#include <vector>

namespace schnapsen::ai {
namespace {

enum class Kind : std::uint8_t { Flag, Count, Real };

struct Feature {
  std::string_view name;
  Kind kind;
  double min, max;  // the range of a Count or Real value (a Flag's is 0..1)
  void (*set)(SearchSettings&, double);
  std::string_view help;
};

// Every feature, in the order of SearchSettings; the help text names the field it sets.
constexpr std::array kFeatures{
    Feature{"worlds", Kind::Count, 1, 10'000,
            [](SearchSettings& s, double v) { s.phase_one_worlds = static_cast<int>(v); },
            "sampled worlds per phase-one decision (phase_one_worlds)"},
    Feature{"nodes", Kind::Count, 1'000, 1e9,
            [](SearchSettings& s, double v) { s.node_budget = static_cast<std::uint64_t>(v); },
            "solver nodes per decision (node_budget)"},
    Feature{"alpha_mu", Kind::Count, 1, 3,
            [](SearchSettings& s, double v) { s.alpha_mu_depth = static_cast<int>(v); },
            "phase two by alpha-mu of this depth, 1 = averaging (alpha_mu_depth)"},
    Feature{"close_margin", Kind::Real, -3, 3,
            [](SearchSettings& s, double v) { s.close_margin = v; },
            "game points the close must beat the rest by; negative closes more readily"},
    Feature{"infer_lead", Kind::Flag, 0, 1,
            [](SearchSettings& s, double v) { s.infer_lead = v != 0; },
            "weight worlds by the opponent's lead under the cheap-lead model"},
    Feature{"infer_solved_beta", Kind::Real, 0, 20,
            [](SearchSettings& s, double v) { s.infer_solved_beta = v; },
            "weight worlds by a softmax (this beta) of the lead's solved value"},
    Feature{"model_reply", Kind::Flag, 0, 1,
            [](SearchSettings& s, double v) { s.model_reply = v != 0; },
            "the opponent answers our leads as the expert heuristic would"},
    Feature{"presumed_reply", Kind::Count, 0, 64,
            [](SearchSettings& s, double v) { s.presumed_reply = static_cast<int>(v); },
            "the opponent answers blind, over this many worlds of its own"},
    Feature{"presumed_candidates", Kind::Count, 0, 64,
            [](SearchSettings& s, double v) { s.presumed_candidates = static_cast<int>(v); },
            "blind answers for the best this many candidates only (0: all)"},
    Feature{"presumed_worlds", Kind::Count, 0, 10'000,
            [](SearchSettings& s, double v) { s.presumed_worlds = static_cast<int>(v); },
            "blind answers in the first this many of our worlds only (0: all)"},
    Feature{"meld_at_once", Kind::Flag, 0, 1,
            [](SearchSettings& s, double v) { s.meld_at_once = v != 0; },
            "declare a marriage as soon as one can be declared"},
    Feature{"exchange_by_search", Kind::Flag, 0, 1,
            [](SearchSettings& s, double v) { s.exchange_by_search = v != 0; },
            "the trump-jack exchange judged by the search, not always made"},
    Feature{"play_for_bummerl", Kind::Flag, 0, 1,
            [](SearchSettings& s, double v) { s.play_for_bummerl = v != 0; },
            "choose by the chance of winning the Bummerl, not by game points"},
    Feature{"close_playouts", Kind::Count, 0, 256,
            [](SearchSettings& s, double v) { s.close_playouts.worlds = static_cast<int>(v); },
            "correct a close-call closing value by this many honest playouts"},
    Feature{"ismcts", Kind::Count, 0, 1'000'000,
            [](SearchSettings& s, double v) { s.ismcts_iterations = static_cast<int>(v); },
            "ISMCTS of at most this many iterations instead of PIMC in phase one"},
    Feature{"ismcts_exploration", Kind::Real, 0, 10,
            [](SearchSettings& s, double v) { s.ismcts_exploration = v; },
            "ISMCTS's UCB1 exploration constant"},
};

const Feature* find_feature(std::string_view name) {
  for (const Feature& f : kFeatures)
    if (f.name == name) return &f;
  return nullptr;
}

std::string names() {
  std::string out;
  for (const Feature& f : kFeatures) out.append(out.empty() ? "" : ", ").append(f.name);
  return out;
}

std::string number(double v) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(v == std::floor(v) ? 0 : 1) << v;
  return out.str();
}

// The value of `text` for `f`, or a message.
Expected<double, std::string> value_of(const Feature& f, std::string_view text, bool given) {
  const std::string where = "feature '" + std::string(f.name) + "'";
  if (f.kind == Kind::Flag && !given) return 1.0;
  if (!given) return unexpected(where + " needs a value (" + std::string(f.name) + "=N)");
  double v = 0;
  const char* end = text.data() + text.size();
  std::from_chars_result r{};
  if (f.kind == Kind::Real) {
    r = std::from_chars(text.data(), end, v);
  } else {
    long long n = 0;
    r = std::from_chars(text.data(), end, n);
    v = static_cast<double>(n);
  }
  if (text.empty() || r.ec != std::errc{} || r.ptr != end || !std::isfinite(v))
    return unexpected(where + ": '" + std::string(text) + "' is not " +
                      (f.kind == Kind::Real ? "a number" : "a whole number"));
  if (v < f.min || v > f.max)
    return unexpected(where + " must be from " + number(f.min) + " to " + number(f.max) + ", not " +
                      std::string(text));
  return v;
}

}  // namespace

Expected<SearchSettings, std::string> apply_features(SearchSettings settings,
                                                     std::string_view features) {
  std::vector<std::string_view> seen;
  while (!features.empty()) {
    if (features.front() != '+')
      return unexpected("expected '+feature' after the level, not '" + std::string(features) + "'");
    features.remove_prefix(1);
    const std::size_t next = features.find('+');
    const std::string_view item = features.substr(0, next);
    features = next == std::string_view::npos ? std::string_view{} : features.substr(next);
    const std::size_t eq = item.find('=');
    const std::string_view name = item.substr(0, eq);
    const Feature* f = find_feature(name);
    if (f == nullptr)
      return unexpected("unknown search feature '" + std::string(name) + "' (expected one of " +
                        names() + ")");
    for (std::string_view s : seen)
      if (s == name) return unexpected("feature '" + std::string(name) + "' is given twice");
    seen.push_back(name);
    const bool given = eq != std::string_view::npos;
    auto v = value_of(*f, given ? item.substr(eq + 1) : std::string_view{}, given);
    if (!v) return unexpected(v.error());
    f->set(settings, *v);
  }
  return settings;
}

std::string features_help() {
  std::string out;
  for (const Feature& f : kFeatures) {
    std::string head(f.name);
    if (f.kind != Kind::Flag) head += f.kind == Kind::Real ? "=X" : "=N";
    head.resize(24, ' ');
    out.append("  ").append(head).append(f.help);
    if (f.kind != Kind::Flag)
      out.append(", from ").append(number(f.min)).append(" to ").append(number(f.max));
    out.append("\n");
  }
  return out;
}

}  // namespace schnapsen::ai
