// Messages for people, in a form that can be translated: N_() marks an English sentence (a
// gettext msgid) where it is written, fill() puts the arguments into its placeholders. Only
// std: the engine and the AI mark their sentences; the game and tui layers translate them
// (game/i18n.hpp) where they are shown, headless output keeps the English.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace schnapsen {

// Marks `msgid` for extraction by xgettext (keyword N_) and returns it untranslated.
constexpr const char* N_(const char* msgid) { return msgid; }

// `format` with its printf-style placeholders replaced by `args`, all given as text: "%s" and
// "%d" take the next argument, "%2$s" / "%2$d" the second (so a translation may reorder them),
// "%%" is a percent sign. A placeholder without an argument stays as written.
std::string fill(std::string_view format, const std::vector<std::string>& args);

// A message kept as its msgid and arguments, so that a front end can show it translated;
// `text` is the English sentence with its arguments filled in.
struct Message {
  const char* msgid = "";
  std::vector<std::string> args;
  std::string text() const { return fill(msgid, args); }
};

}  // namespace schnapsen
