// Network play in line mode, golden: a host and a guest in this process, each at a LineTable,
// over a real loopback link, play the transcript's match; each side's lines ("> ..." what it
// typed) are compared with the file's section for that side (tests/line/network/*.txt). The deal
// is the checked deal of the wire, made the same at every run by fixed shares and a fixed match
// id, and every guest's hand checks out.
//
// A line is typed once its side has written as many lines as stand before it in the file, at its
// own turn or question, so the order of every side's lines is fixed. A change of wording updates
// the files on purpose: SCHNAPSEN_UPDATE_TRANSCRIPTS=1 plays the files' typed lines again, each
// typed when its side waits for it ("> {play}" types legal, then the first card it names), and
// writes what both sides say now.
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <regex>
#include <sstream>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

#include "../game/temp_dir.hpp"
#include "../net/host_table_wrapper.hpp"
#include "catch.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/line/line_table.hpp"
#include "schnapsen/net/guest_link.hpp"
#include "schnapsen/net/guest_table.hpp"
#include "schnapsen/net/host_link.hpp"
#include "schnapsen/net/host_table.hpp"
#include "source_dir.hpp"
#include "transcripts.hpp"

namespace schnapsen::line {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

const net::JoinCode kCode = *net::parse_join_code("7KQ2-MX9P");

// A typed line and how many lines its side wrote before it (-1: when the side waits).
struct Typed {
  std::string text;
  int after = -1;
};

// One side's transcript as it is made: the lines written, the typed ones echoed among them.
class SideLog {
 public:
  void add(const std::string& line, bool typed) {
    const std::lock_guard lock(mutex_);
    lines_.push_back(typed ? "> " + line : line);
    if (!typed) ++written_;
    changed_ = std::chrono::steady_clock::now();
    cv_.notify_all();
  }
  // Waits until `written` lines were written (or, with -1, until the side waits: its last line
  // asks something and nothing came for a while), `done`, or a generous bound.
  void await(int written, const bool& done) {
    std::unique_lock lock(mutex_);
    const auto bound = std::chrono::steady_clock::now() + 60s;
    while (!done && std::chrono::steady_clock::now() < bound) {
      if (written >= 0 ? written_ >= written : waits()) return;
      cv_.wait_for(lock, 20ms);
    }
  }
  std::string last() const {
    const std::lock_guard lock(mutex_);
    return lines_.empty() ? "" : lines_.back();
  }
  std::vector<std::string> lines() const {
    const std::lock_guard lock(mutex_);
    return lines_;
  }
  std::condition_variable cv_;
  mutable std::mutex mutex_;

 private:
  bool waits() const {
    static const std::regex asks(
        "Your turn|yes or no|played out|You may: |Du bist dran|Du spielst aus|ja oder nein|"
        "ausgespielt|Du kannst: ");
    return !lines_.empty() && std::chrono::steady_clock::now() - changed_ > 200ms &&
           std::regex_search(lines_.back(), asks);
  }
  std::vector<std::string> lines_;
  int written_ = 0;
  std::chrono::steady_clock::time_point changed_ = std::chrono::steady_clock::now();
};

// What a side writes, a line at a time into its log.
class LogOutput : public std::streambuf {
 public:
  explicit LogOutput(SideLog& log) : log_(log) {}

 protected:
  int_type overflow(int_type c) override {
    if (c == '\n') {
      log_.add(line_, false);
      line_.clear();
    } else if (c != traits_type::eof()) {
      line_ += traits_type::to_char_type(c);
    }
    return c;
  }

 private:
  SideLog& log_;
  std::string line_;
};

// What "{play}" types after legal: the first card the "You may: play ten of spades; ...; close."
// line names (German "Du kannst: Eichel-Zehn spielen; ..."), else its first action ("claim").
std::string first_play(const std::string& legal) {
  std::smatch m;
  if (!std::regex_match(legal, m, std::regex("(?:You may|Du kannst): (.*)\\."))) return "legal";
  std::vector<std::string> actions;
  std::istringstream list(m[1].str());
  for (std::string a; std::getline(list >> std::ws, a, ';');) actions.push_back(a);
  for (const std::string& a : actions) {
    if (a.starts_with("play ")) return a.substr(5);
    if (a.ends_with(" spielen")) return a.substr(0, a.size() - 8);
  }
  return actions.empty() ? "legal" : actions[0];
}

// What a side types: each line once its side is where the file typed it; then nothing until the
// match is over (the end of input would be a player leaving).
class GatedInput : public std::streambuf {
 public:
  GatedInput(std::vector<Typed> typed, SideLog& log) : typed_(std::move(typed)), log_(log) {}
  // The match is over: what still reads gets the end of input.
  void finish() {
    {
      const std::lock_guard lock(log_.mutex_);
      done_ = true;
    }
    log_.cv_.notify_all();
  }

 protected:
  int_type underflow() override {
    if (next_ == typed_.size()) {
      std::unique_lock lock(log_.mutex_);
      log_.cv_.wait(lock, [this] { return done_; });
      return traits_type::eof();
    }
    std::string text = typed_[next_].text;
    log_.await(typed_[next_++].after, done_);
    if (text == "{card}") text = first_play(log_.last());
    log_.add(text, true);
    current_ = text + "\n";
    setg(current_.data(), current_.data(), current_.data() + current_.size());
    return traits_type::to_int_type(current_[0]);
  }

 private:
  std::vector<Typed> typed_;
  SideLog& log_;
  bool done_ = false;
  std::size_t next_ = 0;
  std::string current_;
};

// A transcript file: its setup line ("# rules soft, lang en, seed 5, first-dealer guest") and
// each side's lines, under "== host" and "== guest".
struct NetworkTranscript {
  std::string setup;
  std::vector<std::string> host, guest;
};

NetworkTranscript read_network_transcript(const fs::path& file) {
  std::ifstream in(file);
  NetworkTranscript t;
  std::getline(in, t.setup);
  std::vector<std::string>* side = nullptr;
  for (std::string line; std::getline(in, line);) {
    if (line == "== host" || line == "== guest") {
      side = line == "== host" ? &t.host : &t.guest;
    } else if (side) {
      side->push_back(line);
    }
  }
  return t;
}

// The lines a side typed, each with the count of lines it wrote before; when updating, each
// typed when the side waits, "{play}" as legal and the first card it names.
std::vector<Typed> typed_of(const std::vector<std::string>& lines, bool update) {
  std::vector<Typed> out;
  int written = 0;
  for (const std::string& line : lines) {
    if (!line.starts_with("> ")) {
      ++written;
    } else if (!update) {
      out.push_back({line.substr(2), written});
    } else if (line == "> {play}") {
      out.push_back({"legal", -1});
      out.push_back({"{card}", -1});
    } else {
      out.push_back({line.substr(2), -1});
    }
  }
  return out;
}

struct Played {
  std::vector<std::string> host, guest;
  int guest_checked = -1;
};

// The guest's side: joins `port` as Bob and plays at a LineTable until the match ends.
void play_guest(int port, const LineOptions& options, GatedInput& typed, SideLog& log,
                Played& played) {
  net::JoinOptions join;
  join.seat_secret = std::string(net::kSeatSecretHex, '5');
  join.host = "127.0.0.1";
  join.port = port;
  join.code = kCode;
  join.name = "Bob";
  auto joined = net::GuestLink::join(join);
  LogOutput out_buffer(log);
  std::ostream out(&out_buffer);
  if (!joined) {
    out << "(the join failed: " << joined.error() << ")\n";
    return typed.finish();
  }
  std::istream in(&typed);
  LineTable table(in, out, options);
  net::GuestTable guest(**joined, table, table, std::nullopt, std::nullopt);
  guest.use_shares(net::fixed_shares(0xA0));
  guest.run();  // its end is said at the table
  played.guest_checked = guest.hands_checked();
  typed.finish();
}

Played play(const NetworkTranscript& t, bool update) {
  LineOptions options;
  options.german_suits = setting(t.setup, "suits") == "german";
  options.verbose = setting(t.setup, "verbose") == "yes";
  net::HostOptions listen;
  listen.port = 0;
  listen.code = kCode;
  auto link = net::HostLink::listen(listen);
  REQUIRE(link);
  SideLog host_log, guest_log;
  GatedInput host_typed(typed_of(t.host, update), host_log);
  GatedInput guest_typed(typed_of(t.guest, update), guest_log);
  Played played;
  std::jthread guest([&] { play_guest((*link)->port(), options, guest_typed, guest_log, played); });
  for (int i = 0; i < 10; ++i) {
    const auto news = (*link)->next(5000ms);
    REQUIRE(news);
    if (news->kind == net::GuestNews::Kind::Joined) break;
  }
  game::TempDir dir;
  game::MatchRequest request;
  request.spec.seed = std::stoull(setting(t.setup, "seed"));
  request.spec.rules = setting(t.setup, "rules") == "sharp" ? Rules::sharp() : Rules::soft();
  request.spec.first_dealer = setting(t.setup, "first-dealer") == "guest" ? 1 : 0;
  request.spec.seats[0] = {game::SeatKind::Human, "-", "Anna"};
  request.spec.seats[1] = {game::SeatKind::Remote, "-", "Bob"};
  auto session = game::Session::open(dir.path, "", game::StartMode::New, std::move(request));
  REQUIRE(session);
  {
    LogOutput out_buffer(host_log);
    std::ostream out(&out_buffer);
    std::istream in(&host_typed);
    LineTable table(in, out, options);
    net::HostTable host(table, table, **link, "Bob", "schnapsen join localhost:1, code 7KQ2-MX9P");
    host.use_shares(net::fixed_shares(0x10));
    net::FixedMatchId fixed(host, "golden");
    (*session)->run(fixed);
    host_typed.finish();
  }
  // As `schnapsen host` ends (in English, the protocol's language, translated by the guest).
  (*link)->drop((*session)->match_saved()
                    ? Message{N_("The host left the table; the match is saved there: join again "
                                 "when it is hosted again (schnapsen host --resume)."),
                              {}}
                    : Message{N_("The match is over."), {}});
  guest.join();
  played.host = host_log.lines();
  played.guest = guest_log.lines();
  return played;
}

void compare(const std::vector<std::string>& made, const std::vector<std::string>& want,
             const char* side) {
  INFO(side);
  for (const std::string& line : made) {
    INFO(line);
    if (!line.starts_with("> ")) CHECK(transcript_lint(line).empty());
  }
  CHECK(made.size() == want.size());
  for (std::size_t i = 0; i < std::min(made.size(), want.size()); ++i) {
    INFO("line " << i + 1);
    REQUIRE(made[i] == want[i]);
  }
}

TEST_CASE("Line mode over the network: the golden transcripts of both sides") {
  const bool update = updating_transcripts();
  const std::vector<fs::path> files = transcript_files("tests/line/network");
  for (const fs::path& file : files) {
    INFO(file.filename().string());
    const NetworkTranscript t = read_network_transcript(file);
    if (setting(t.setup, "lang") == "de" && use_language(Language::German)) continue;
    const Played p = play(t, update);
    use_language(Language::English);
    CHECK(p.guest_checked >= 1);  // every hand dealt was checked at the guest's
    if (update) {
      std::ofstream out(file);
      out << t.setup << "\n== host\n";
      for (const std::string& line : p.host) out << line << "\n";
      out << "== guest\n";
      for (const std::string& line : p.guest) out << line << "\n";
      continue;
    }
    compare(p.host, t.host, "host");
    compare(p.guest, t.guest, "guest");
  }
  CHECK(files.size() >= 2);
}

}  // namespace
}  // namespace schnapsen::line
