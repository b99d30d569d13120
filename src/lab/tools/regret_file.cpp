#include "regret_file.hpp"

#include <fstream>

#include "schnapsen/json.hpp"

namespace schnapsen::lab::tools {

Expected<std::vector<ValuedDecision>, std::string> read_regret_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) return unexpected("cannot read " + path);
  std::vector<ValuedDecision> out;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (in.eof()) break;  // no newline after it: torn
    auto j = parse_json(line);
    if (!j) return unexpected(path + ":" + std::to_string(number) + ": " + j.error());
    auto d = decision_from_json(*j);
    if (!d) return unexpected(path + ":" + std::to_string(number) + ": " + d.error());
    out.push_back(std::move(*d));
  }
  return out;
}

}  // namespace schnapsen::lab::tools
