// The language of the interactive table: English (the msgids themselves) or German (the gettext
// catalogue po/de.po, compiled to schnapsen.mo). The table, the texts the game layer makes for
// it and the play flags' messages go through _() / P_(); headless output never does, and stays
// English whatever the environment says, because translation is off until use_language().
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/message.hpp"

namespace schnapsen {

enum class Language { English, German };

// "en" or "de" (as `--lang` takes them); nullopt for anything else.
std::optional<Language> parse_language(std::string_view code);
std::string_view language_code(Language language);

// The language the environment asks for, read through `get_env` (std::getenv in the program):
// the first entry of LANGUAGE (a colon-separated list) that is German or English, else the
// first set one of LC_ALL, LC_MESSAGES, LANG; German when it starts with "de", else English.
// LANGUAGE counts even when the locale is "C" (unlike plain gettext), as this program has its
// own catalogue and needs no installed German locale.
Language language_from_environment(const std::function<const char*(const char*)>& get_env);

// Turns translation on (German) or off (English) for the rest of the process. German needs the
// catalogue: it is looked for under $SCHNAPSEN_LOCALEDIR when that is set (only there), else
// ../share/locale beside the executable, then the build tree, then the install prefix. Returns a
// message when it is not found (the table then stays English and shows the message).
std::optional<std::string> use_language(Language language);
Language current_language();

// `value` with `digits` decimals in the current language ("+0.50"; German "+0,50"), with a sign
// when `sign`; never "-0.00".
std::string decimal(double value, int digits, bool sign = false);

// The translation of `msgid` in the current language (msgid itself in English).
const char* _(const char* msgid);
// The translation of the singular or plural form, as `n` asks (ngettext).
const char* P_(const char* singular, const char* plural, long n);
// _(format) with `args` filled in (fill(), message.hpp).
std::string tr(const char* format, const std::vector<std::string>& args);
// A message from a lower layer, translated; its arguments as given.
std::string tr(const Message& message);

}  // namespace schnapsen
