#include "schnapsen/message.hpp"

namespace schnapsen {

std::string fill(std::string_view format, const std::vector<std::string>& args) {
  std::string out;
  std::size_t next = 0;  // the argument a plain "%s" takes
  std::size_t i = 0;
  while (i < format.size()) {
    const std::size_t percent = format.find('%', i);
    out.append(format.substr(i, percent - i));
    if (percent == std::string_view::npos) break;
    i = percent + 1;
    if (i < format.size() && format[i] == '%') {
      out += '%';
      ++i;
      continue;
    }
    // Optional position "N$", then the conversion 's' or 'd'.
    std::size_t j = i, position = 0;
    while (j < format.size() && format[j] >= '0' && format[j] <= '9')
      position = position * 10 + static_cast<std::size_t>(format[j++] - '0');
    const bool positional = j > i && j < format.size() && format[j] == '$' && position > 0;
    if (positional) ++j;
    if (j < format.size() && (format[j] == 's' || format[j] == 'd') && (positional || j == i)) {
      const std::size_t index = positional ? position - 1 : next++;
      if (index < args.size()) {
        out += args[index];
        i = j + 1;
        continue;
      }
    }
    out += '%';  // not a placeholder we fill: kept as written
  }
  return out;
}

}  // namespace schnapsen
