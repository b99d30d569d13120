// The one registry of rule presets and options (docs/rules.md, "House rules: mixing the
// options"), and its text form (a record's `rules` line, docs/records.md) that records, saves,
// positions and the bot protocol carry.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "scenario.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/rules.hpp"
#include "source_dir.hpp"

using namespace schnapsen;

namespace {

// The rows of the option table in docs/rules.md's "House rules" section: option name, soft
// value, sharp value, what `yes` allows.
std::vector<std::vector<std::string>> rule_option_rows() {
  std::ifstream in(std::string(SCHNAPSEN_SOURCE_DIR) + "/docs/rules.md");
  std::vector<std::vector<std::string>> rows;
  bool in_section = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0) in_section = line.rfind("## House rules", 0) == 0;
    if (!in_section || line.rfind("| `", 0) != 0) continue;
    std::vector<std::string> cells;
    std::stringstream cols(line.substr(1));
    for (std::string cell; std::getline(cols, cell, '|');) {
      const auto b = cell.find_first_not_of(" `");
      const auto e = cell.find_last_not_of(" `");
      cells.push_back(b == std::string::npos ? "" : cell.substr(b, e - b + 1));
    }
    rows.push_back(cells);
  }
  return rows;
}

}  // namespace

TEST_CASE("Rule options: the registry holds exactly the options and values of docs/rules.md") {
  const auto rows = rule_option_rows();
  REQUIRE(rows.size() == kRuleOptions.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const RuleOption& o = kRuleOptions[i];
    INFO(o.name);
    REQUIRE(rows[i].size() >= 4);
    CHECK(rows[i][0] == o.name);
    CHECK(rows[i][1] == (Rules::soft().*o.field ? "yes" : "no"));
    CHECK(rows[i][2] == (Rules::sharp().*o.field ? "yes" : "no"));
    CHECK(rows[i][3] == o.description);
  }
}

TEST_CASE("Rule options: every combination of options prints and parses back to itself") {
  for (const RulePreset& preset : kRulePresets) {
    for (unsigned mask = 0; mask < (1u << kRuleOptions.size()); ++mask) {
      Rules r = preset.rules;
      for (std::size_t i = 0; i < kRuleOptions.size(); ++i)
        r.*kRuleOptions[i].field = (mask >> i) & 1u;
      const std::string text = rules_name(r);
      const auto back = parse_rules(text);
      INFO(text);
      REQUIRE(back.has_value());
      CHECK(*back == r);
    }
  }
  CHECK(rules_name(Rules::soft()) == "soft");
  Rules r = Rules::sharp();
  r.close_with_two_in_talon = true;
  r.review_won_tricks = true;
  CHECK(rules_name(r) == "sharp close-with-two-cards=yes review-tricks=yes");
}

TEST_CASE("Rule options: options apply to the preset, and restating a preset value is allowed") {
  REQUIRE(Rules::soft().close_with_two_in_talon);
  auto r = parse_rules("soft  close-with-two-cards=yes meld-leads-king=yes");
  REQUIRE(r.has_value());
  Rules expect = Rules::soft();
  expect.meld_must_lead_king = true;
  CHECK(*r == expect);
  CHECK(rules_name(*r) == "soft meld-leads-king=yes");
}

TEST_CASE("Rule options: an option given twice is refused, naming it") {
  for (const std::string text : {"soft review-tricks=no review-tricks=yes",
                                 "soft review-tricks=no meld-leads-king=yes review-tricks=no"}) {
    INFO(text);
    const auto r = parse_rules(text);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().find("rule option review-tricks is given twice") != std::string::npos);
  }
  const auto twice =
      apply_rule_options(Rules::sharp(), {"close-with-two-cards=yes", "close-with-two-cards=no"});
  REQUIRE_FALSE(twice.has_value());
  CHECK(twice.error().find("close-with-two-cards") != std::string::npos);
  const auto once = apply_rule_options(Rules::sharp(), {"close-with-two-cards=yes"});
  REQUIRE(once.has_value());
  CHECK(once->close_with_two_in_talon);
}

TEST_CASE("Rule options: bad presets and options are refused with a message naming them") {
  auto expect_error = [](std::string_view text, std::string_view words) {
    const auto r = parse_rules(text);
    INFO(text);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().find(words) != std::string::npos);
  };
  expect_error("", "no rules given");
  expect_error("blitz", "unknown rule preset 'blitz' (presets: soft, sharp)");
  expect_error("close-with-two-cards=no", "unknown rule preset");
  expect_error("soft closing=no", "unknown rule option 'closing'");
  expect_error("soft close-with-two-cards", "needs =yes or =no");
  expect_error("soft close-with-two-cards=maybe", "needs =yes or =no");
  expect_error("soft " + std::string(5000, 'x'), "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'");
}

TEST_CASE("Rule options: a hostile name is quoted without its control bytes") {
  // Records and positions are shared: a rules line must not set a title or clear a screen.
  for (const std::string text : {"\x1b]0;PWN\x07 soft", "soft \x1b[2J=yes",
                                 "soft \x9b"
                                 "2J",
                                 "soft close-with-two-cards=\x1b[2J"}) {
    const auto r = parse_rules(text);
    REQUIRE_FALSE(r.has_value());
    for (const char c : r.error()) {
      INFO(r.error());
      CHECK(static_cast<unsigned char>(c) >= 0x20);
      CHECK(static_cast<unsigned char>(c) < 0x7F);
    }
  }
}

TEST_CASE("Records: a record's rules line carries the options through print and parse") {
  HandRecord rec;
  rec.rules = Rules::sharp();
  rec.rules.exchange_with_two_in_talon = true;
  rec.deck = shuffled_deck(5);
  const std::string text = print_record(rec);
  CHECK(text.find("\nrules sharp exchange-with-two-cards=yes\n") != std::string::npos);
  const auto back = parse_record(text);
  REQUIRE(back.has_value());
  CHECK(back->rules == rec.rules);
  const auto bad = parse_record("schnapsen-record 1\nrules sharp swap=yes\n");
  REQUIRE_FALSE(bad.has_value());
  CHECK(bad.error().describe().find("line 2: unknown rule option 'swap'") != std::string::npos);
}
