// The flags of the commands that open a table, defined once (table_flags.hpp): play, host, join
// and history list the same look flags with the same help and the same checks, and play and
// host the same match flags; and a value one command refuses, each refuses.
#include <string>
#include <vector>

#include "catch.hpp"
#include "commands.hpp"

namespace schnapsen::cli {
namespace {

// An option as a user meets it: its help, its value's name and checks ("{french,german}").
std::string shape(const CLI::Option* opt) {
  REQUIRE(opt != nullptr);
  return opt->get_description() + " | " + opt->get_type_name() + " | " +
         std::to_string(opt->get_expected_min());
}

// Whether `args` parse (CLI11 runs every option's check while parsing).
bool parses(std::vector<std::string> args) {
  CLI::App app;
  Runner run;
  add_all_commands(app, run);
  std::vector<const char*> argv{"schnapsen"};
  for (const std::string& a : args) argv.push_back(a.c_str());
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
    return true;
  } catch (const CLI::ParseError&) {
    return false;
  }
}

TEST_CASE("Table flags: play, host, join and history have one definition of each look flag") {
  CLI::App app;
  Runner run;
  add_all_commands(app, run);
  const std::vector<const CLI::App*> tables = {
      &app, app.get_subcommand("host"), app.get_subcommand("join"), app.get_subcommand("history")};
  for (const char* flag : {"--lang", "--suits", "--ascii", "--no-color", "--no-mouse", "--speed"}) {
    INFO(flag);
    const std::string play = shape(app.get_option(flag));
    for (const CLI::App* cmd : tables) {
      INFO(cmd->get_name());
      const CLI::Option* opt = cmd->get_option_no_throw(flag);
      if (cmd->get_name() == "history" && std::string(flag) == "--speed") {
        CHECK(opt == nullptr);  // a hand stepped through has no pauses
        continue;
      }
      CHECK(shape(opt) == play);
    }
  }
  for (const char* flag : {"--bummerls", "--no-schneider-bummerl"}) {
    INFO(flag);
    CHECK(shape(app.get_subcommand("host")->get_option(flag)) == shape(app.get_option(flag)));
  }
  CHECK(app.get_option("--first-dealer")->get_type_name() == "TEXT:{me,ai,random}");
  CHECK(app.get_subcommand("host")->get_option("--first-dealer")->get_type_name() ==
        "TEXT:{me,guest,random}");
}

TEST_CASE("Table flags: a value one command refuses, every command refuses") {
  for (const std::vector<std::string>& bad :
       {std::vector<std::string>{"--speed", "turbo"}, {"--suits", "spanish"}, {"--lang", "fr"}}) {
    INFO(bad[0] << " " << bad[1]);
    CHECK_FALSE(parses({bad[0], bad[1]}));
    CHECK_FALSE(parses({"host", bad[0], bad[1]}));
    CHECK_FALSE(parses({"join", "localhost:1", bad[0], bad[1]}));
    if (bad[0] != "--speed") CHECK_FALSE(parses({"history", bad[0], bad[1]}));
    const std::string good = bad[0] == "--speed" ? "fast" : bad[0] == "--suits" ? "german" : "de";
    CHECK(parses({"host", bad[0], good}));
    CHECK(parses({"join", "localhost:1", bad[0], good}));
  }
  CHECK_FALSE(parses({"host", "--bummerls", "0"}));
  CHECK_FALSE(parses({"--bummerls", "100"}));
  CHECK(parses({"host", "--first-dealer", "guest"}));
  CHECK_FALSE(parses({"host", "--first-dealer", "ai"}));
  CHECK_FALSE(parses({"--first-dealer", "guest"}));
}

}  // namespace
}  // namespace schnapsen::cli
