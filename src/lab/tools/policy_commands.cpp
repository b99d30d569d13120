// The developer's commands of the policy model (docs/ai.md "Reading the opponent"):
//   schnapsen-lab features --decisions FILE --out FILE   feature vectors for the trainer
//                          [--talon-open]                 ... of the decisions with the talon open
//   schnapsen-lab reading --decisions FILE ...           the offline check of the opponent reading
//                         [--gains FILE]                 ... and each decision's gain, to compare
//                                                        two models on the same decisions
// Both read decision records (arena or ladder --decisions).
#include <cstdint>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string_view>
#include <tuple>

#include "checks.hpp"
#include "schnapsen/ai/features.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/lab/decision_reader.hpp"
#include "schnapsen/lab/reading_check.hpp"
#include "tools.hpp"

namespace schnapsen::lab::tools {
namespace {

using cli::kExitOk;
using cli::kExitUnreadable;
using cli::kExitUsage;
using cli::whole_number;

// Calls `each(decision, line_number)` for every record of `path`; a message on failure.
template <typename Each>
std::optional<std::string> for_each_decision(const std::string& path, Each each) {
  std::ifstream in(path);
  if (!in) return "cannot open '" + path + "'";
  DecisionReader reader;
  std::string line;
  std::int64_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    auto d = reader.read(line);
    if (!d) return path + ":" + std::to_string(number) + ": " + d.error();
    each(*d, number);
  }
  if (in.bad()) return "cannot read '" + path + "'";
  return std::nullopt;
}

// One row of the trainer's input: the features, then int32 fields (see docs/ai.md); `deal`
// numbers the deal's hand (both seatings), by which the trainer splits off its validation rows.
struct RowTail {
  std::int32_t slot, player, opponent, deal, trick;
};

struct FeatureOptions {
  std::string decisions, out;
  bool talon_open_only = false;  // pimc's model: the decisions the distilled player makes
};

int write_features(const FeatureOptions& o) {
  const std::string& out_path = o.out;
  std::ofstream out(out_path, std::ios::binary);
  if (!out) {
    std::cerr << "schnapsen-lab features: cannot write '" << out_path << "'\n";
    return kExitUsage;
  }
  std::map<std::string, int> players;
  const auto id = [&](const std::string& name) {
    return players.emplace(name, static_cast<int>(players.size())).first->second;
  };
  std::int64_t rows = 0;
  std::map<std::string, int> deals;
  // A deal's hand replayed with the seats swapped is often the same decisions again (a player
  // against itself, always): a player's row is written once per deal (keyed by a hash of the
  // row; a collision drops one row of the data, nothing else).
  std::set<std::tuple<int, int, std::size_t>> written;
  const auto problem = for_each_decision(o.decisions, [&](const RecordedDecision& d, auto) {
    if (d.forced) return;  // nothing to learn from a single legal action
    if (o.talon_open_only && !d.view.talon_open()) return;
    const ai::Features f = ai::encode_view(d.view);
    const int deal = deals.emplace(d.deal_key, static_cast<int>(deals.size())).first->second;
    const RowTail tail{ai::action_slot(d.action, d.view.trump), id(d.player), id(d.opponent), deal,
                       d.view.tricks[0] + d.view.tricks[1] + 1};
    const std::string_view bytes(reinterpret_cast<const char*>(f.data()), sizeof(float) * f.size());
    const std::size_t row_hash =
        std::hash<std::string_view>{}(bytes) ^ static_cast<std::size_t>(tail.slot * 0x9E3779B9);
    if (!written.emplace(deal, tail.player, row_hash).second) return;
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.write(reinterpret_cast<const char*>(&tail), sizeof tail);
    ++rows;
  });
  if (problem) {
    std::cerr << "schnapsen-lab features: " << *problem << "\n";
    return kExitUnreadable;
  }
  Json names = Json::array();
  std::vector<std::string> by_id(players.size());
  for (const auto& [name, i] : players) by_id[i] = name;
  for (const std::string& n : by_id) names.push_back(n);
  std::ofstream meta(out_path + ".json");
  meta << Json{{"features", ai::kFeatureCount},
               {"slots", ai::kActionSlots},
               {"rows", rows},
               {"players", names},
               {"source", o.decisions}}
              .dump(1)
       << "\n";
  if (!out.flush() || !meta.flush()) {
    std::cerr << "schnapsen-lab features: cannot write '" << out_path << "'\n";
    return kExitUsage;
  }
  std::cout << rows << " decisions (forced ones and a deal's repeats left out) to " << out_path
            << "\n";
  return kExitOk;
}

struct ReadingOptions {
  std::string decisions;
  std::vector<std::string> opponents;
  ReadingSettings settings;
  int every = 1;
  std::string gains;  // when set: one line per decision read (record line, trick, hidden, gain)
};

int check_reading(const ReadingOptions& o) {
  std::ofstream gains;
  if (!o.gains.empty()) {
    gains.open(o.gains);
    if (!gains) {
      std::cerr << "schnapsen-lab reading: cannot write '" << o.gains << "'\n";
      return kExitUsage;
    }
    gains << "line trick hidden gain\n";
    gains.precision(9);
  }
  ReadingTable table;
  std::int64_t seen = 0;
  const auto problem =
      for_each_decision(o.decisions, [&](const RecordedDecision& d, std::int64_t line) {
        if (std::find(o.opponents.begin(), o.opponents.end(), d.opponent) == o.opponents.end())
          return;
        if (seen++ % o.every != 0) return;
        const double gain = true_hand_gain(d, o.settings, static_cast<std::uint64_t>(line));
        table.add(d.view, gain);
        if (gains.is_open())
          gains << line << ' ' << ReadingTable::trick_of(d.view) << ' '
                << (ReadingTable::talon_of(d.view) != ReadingTable::kExhausted ? 1 : 0) << ' '
                << gain << '\n';
      });
  if (problem) {
    std::cerr << "schnapsen-lab reading: " << *problem << "\n";
    return kExitUnreadable;
  }
  if (gains.is_open() && !gains.flush()) {
    std::cerr << "schnapsen-lab reading: cannot write '" << o.gains << "'\n";
    return kExitUsage;
  }
  std::cout << table.text();
  return std::cout.flush() ? int{kExitOk} : int{kExitUsage};
}

}  // namespace

void add_policy_commands(CLI::App& app, Runner& run) {
  auto features = std::make_shared<FeatureOptions>();
  auto* f = app.add_subcommand(
      "features", "Write the policy model's inputs for decision records (the trainer's data)");
  f->add_option("--decisions", features->decisions, "Decision records (arena --decisions)")
      ->required();
  f->add_option("--out", features->out, "The binary rows to write (and FILE.json beside)")
      ->required();
  f->add_flag("--talon-open", features->talon_open_only,
              "Only the decisions with the talon open (pimc's model)");
  f->callback([&run, features] { run = [features] { return write_features(*features); }; });

  auto reading = std::make_shared<ReadingOptions>();
  auto* r = app.add_subcommand("reading",
                               "The offline check of the opponent reading: how much more probable "
                               "the opponent's true hand is under the weighted worlds");
  r->add_option("--decisions", reading->decisions, "Decision records (arena --decisions)")
      ->required();
  r->add_option("--opponents", reading->opponents,
                "Whose hands to read: the players left out of the model's training")
      ->delimiter(',')
      ->required();
  r->add_option("--uniform-share", reading->settings.uniform_share,
                "The uniform share of each modelled probability")
      ->check(CLI::Range(0.0, 1.0));
  r->add_option("--samples", reading->settings.samples, "Provenances per world")
      ->check(whole_number(1, 64));
  r->add_option("--every", reading->every, "Read every Nth of their decisions")
      ->check(whole_number(1, 1000000));
  r->add_option("--gains", reading->gains,
                "Also write each decision's gain to FILE (record line, trick, cards hidden, nats), "
                "to compare two models on the same decisions (scripts/reading_paired.py)");
  r->callback([&run, reading] { run = [reading] { return check_reading(*reading); }; });
}

}  // namespace schnapsen::lab::tools
