// gettext for the table: language choice, the catalogue's directory, the translation calls.
#include "schnapsen/game/i18n.hpp"

#include <libintl.h>
#include <locale.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "schnapsen/text_format.hpp"

namespace schnapsen {

namespace {

constexpr const char* kDomain = "schnapsen";
Language g_language = Language::English;

bool starts_with_code(std::string_view value, std::string_view code) {
  return value.starts_with(code) && (value.size() == code.size() || value[code.size()] == '_' ||
                                     value[code.size()] == '.' || value[code.size()] == '@');
}

bool has_catalogue(const std::filesystem::path& dir) {
  std::error_code ec;
  return !dir.empty() &&
         std::filesystem::is_regular_file(dir / "de" / "LC_MESSAGES" / "schnapsen.mo", ec);
}

// Where the German catalogue is: see use_language().
std::optional<std::filesystem::path> catalogue_dir() {
  if (const char* env = std::getenv("SCHNAPSEN_LOCALEDIR"); env && *env) {
    if (has_catalogue(env)) return std::filesystem::path(env);
    return std::nullopt;  // the directory asked for, and no other
  }
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const auto beside = exe.parent_path().parent_path() / "share" / "locale";
    if (has_catalogue(beside)) return beside;
  }
#ifdef SCHNAPSEN_BUILD_LOCALEDIR
  if (has_catalogue(SCHNAPSEN_BUILD_LOCALEDIR))
    return std::filesystem::path(SCHNAPSEN_BUILD_LOCALEDIR);
#endif
#ifdef SCHNAPSEN_INSTALL_LOCALEDIR
  if (has_catalogue(SCHNAPSEN_INSTALL_LOCALEDIR))
    return std::filesystem::path(SCHNAPSEN_INSTALL_LOCALEDIR);
#endif
  return std::nullopt;
}

}  // namespace

std::optional<Language> parse_language(std::string_view code) {
  if (code == "en") return Language::English;
  if (code == "de") return Language::German;
  return std::nullopt;
}

std::string_view language_code(Language language) {
  return language == Language::German ? "de" : "en";
}

Language language_from_environment(const std::function<const char*(const char*)>& get_env) {
  if (const char* list = get_env("LANGUAGE")) {
    std::string_view rest(list);
    while (!rest.empty()) {
      const std::size_t colon = rest.find(':');
      const std::string_view entry = rest.substr(0, colon);
      if (starts_with_code(entry, "de")) return Language::German;
      if (starts_with_code(entry, "en")) return Language::English;
      if (colon == std::string_view::npos) break;
      rest.remove_prefix(colon + 1);
    }
  }
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = get_env(name);
    if (value && *value)
      return starts_with_code(value, "de") ? Language::German : Language::English;
  }
  return Language::English;
}

namespace {

// What use_language(German) changed (LANGUAGE and the messages locale), so that English puts it
// back: system messages (strerror) are English again too.
struct SavedLocale {
  std::optional<std::string> language_env;
  std::string messages;
};
std::optional<SavedLocale> g_saved;

void restore_locale() {
  if (!g_saved) return;
  if (g_saved->language_env)
    setenv("LANGUAGE", g_saved->language_env->c_str(), 1);
  else
    unsetenv("LANGUAGE");
  setlocale(LC_MESSAGES, g_saved->messages.c_str());
  g_saved.reset();
}

}  // namespace

std::optional<std::string> use_language(Language language) {
  g_language = Language::English;
  restore_locale();
  if (language == Language::English) return std::nullopt;
  const auto dir = catalogue_dir();
  if (!dir) {
    if (const char* env = std::getenv("SCHNAPSEN_LOCALEDIR"); env && *env)
      return "German is not available: SCHNAPSEN_LOCALEDIR (" + text::shorten(env, 80) +
             ") holds no de/LC_MESSAGES/schnapsen.mo";
    return std::string(
        "German is not available: its catalogue (de/LC_MESSAGES/schnapsen.mo) was not built; "
        "build with scripts/play, or set SCHNAPSEN_LOCALEDIR to the directory that holds it");
  }
  // gettext reads LANGUAGE first; it ignores it while the messages locale is plain "C", which
  // is all a system without German locales may have, so the messages category is moved to
  // C.UTF-8 then (same texts, but LANGUAGE counts). Text comes as UTF-8 whatever LC_CTYPE is;
  // the table makes it ASCII for a terminal that is not UTF-8.
  const char* language_env = std::getenv("LANGUAGE");
  const char* messages_before = setlocale(LC_MESSAGES, nullptr);
  g_saved = SavedLocale{language_env ? std::optional<std::string>(language_env) : std::nullopt,
                        messages_before ? messages_before : "C"};
  setenv("LANGUAGE", "de", 1);
  const char* messages = setlocale(LC_MESSAGES, "");
  if (!messages || std::strcmp(messages, "C") == 0 || std::strcmp(messages, "POSIX") == 0)
    if (!setlocale(LC_MESSAGES, "C.UTF-8")) setlocale(LC_MESSAGES, "C.utf8");
  bindtextdomain(kDomain, dir->c_str());
  bind_textdomain_codeset(kDomain, "UTF-8");
  g_language = Language::German;
  return std::nullopt;
}

Language current_language() { return g_language; }

std::string decimal(double value, int digits, bool sign) {
  if (std::abs(value) < 0.5 * std::pow(10.0, -digits)) value = 0.0;  // no "-0.00"
  char buf[64];
  std::snprintf(buf, sizeof buf, sign ? "%+.*f" : "%.*f", digits, value);
  std::string out = buf;
  if (g_language == Language::German) std::replace(out.begin(), out.end(), '.', ',');
  return out;
}

const char* _(const char* msgid) {
  if (g_language == Language::English || !msgid || !*msgid) return msgid;
  return dgettext(kDomain, msgid);
}

const char* P_(const char* singular, const char* plural, long n) {
  if (g_language == Language::English) return n == 1 ? singular : plural;
  return dngettext(kDomain, singular, plural, static_cast<unsigned long>(n));
}

std::string tr(const char* format, const std::vector<std::string>& args) {
  return fill(_(format), args);
}

std::string tr(const Message& message) { return fill(_(message.msgid), message.args); }

}  // namespace schnapsen
