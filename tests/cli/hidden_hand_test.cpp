// The program's own commands keep a match's hidden cards hidden while its hand is played:
// `replay` and `solve` of a save whose hand is not over are refused (the deck holds the other
// seat's hand and the stock; in network play, the guest's hand on the host's machine), and
// shown once the hand is over, as any record.
#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"
#include "commands.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/save.hpp"

namespace schnapsen::cli {
namespace {

namespace fs = std::filesystem;

struct Run {
  int status = -1;
  std::string out, err;
};

Run run_cli(std::vector<std::string> args) {
  Run r;
  std::ostringstream out, err;
  auto* old_out = std::cout.rdbuf(out.rdbuf());
  auto* old_err = std::cerr.rdbuf(err.rdbuf());
  {
    CLI::App app;
    Runner run;
    add_all_commands(app, run);
    args.insert(args.begin(), "schnapsen");
    std::vector<const char*> argv;
    for (const std::string& a : args) argv.push_back(a.c_str());
    app.parse(static_cast<int>(argv.size()), argv.data());
    r.status = run ? run() : -1;
  }
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

// A match's save whose current hand has `actions` first legal actions played (all: to its end).
fs::path save_with(const fs::path& dir, int actions) {
  game::SavedMatch m;
  m.seats[0] = {game::SeatKind::Human, "-", "Host"};
  m.seats[1] = {game::SeatKind::Remote, "-", "Guest"};
  m.hand.rules = Rules::soft();
  m.hand.dealer = 1;
  m.hand.deck = shuffled_deck(7);
  HandState s = m.hand.initial_state();
  for (int i = 0; (actions < 0 || i < actions) && !s.over(); ++i) {
    const Action a = s.legal_actions()[0];
    m.hand.actions.push_back({s.to_act(), a});
    s.apply_legal(a);
  }
  fs::create_directories(dir);
  REQUIRE_FALSE(game::SaveStore(dir).save(m).has_value());
  return game::SaveStore(dir).save_file();
}

TEST_CASE("Hidden cards: replay and solve refuse a save's hand in play, not a finished one") {
  const fs::path dir = fs::temp_directory_path() / ("schnapsen-hidden-" + std::to_string(getpid()));
  const std::string in_play = save_with(dir / "a", 3).string();
  for (const char* command : {"replay", "solve"}) {
    INFO(command);
    const Run r = run_cli({command, in_play});
    CHECK(r.status == kExitUsage);
    CHECK(r.out.empty());
    CHECK(r.err.find("hidden until the hand is over") != std::string::npos);
  }
  const Run over = run_cli({"replay", save_with(dir / "b", -1).string()});
  CHECK(over.status == kExitOk);
  CHECK_FALSE(over.out.empty());
  fs::remove_all(dir);
}

}  // namespace
}  // namespace schnapsen::cli
