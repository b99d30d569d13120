// Saved matches (save.hpp): the text format, every error class, atomic writes, the store.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "../../src/game/files_detail.hpp"
#include "catch.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/save.hpp"
#include "temp_dir.hpp"

using namespace schnapsen;
using namespace schnapsen::game;
namespace fs = std::filesystem;

namespace {

SavedMatch sample_match() {
  SavedMatch m;
  m.settings = {3, false};
  m.seats[0] = {SeatKind::Human, "-", "Anna Maria"};
  m.seats[1] = {SeatKind::Ai, "hard", "Computer"};
  m.seed = 18446744073709551615ull;
  m.hands_played = 7;
  m.points = {2, 5};
  m.bummerls = {1, 2};
  m.hand.rules = Rules::sharp();
  m.hand.dealer = 1;
  m.hand.deck = shuffled_deck(99);
  HandState s = m.hand.initial_state();
  for (int i = 0; i < 5; ++i) {
    const Action a = s.legal_actions()[0];
    m.hand.actions.push_back({s.to_act(), a});
    s.apply_legal(a);
  }
  return m;
}

// A fresh, empty directory for one test.
void write(const fs::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}
std::string read(const fs::path& p) { return *read_file(p, kMaxSaveBytes); }

SaveError error_of(const std::string& text) {
  auto r = parse_save(text);
  REQUIRE_FALSE(r.has_value());
  return r.error();
}

std::string replace(std::string s, const std::string& from, const std::string& to) {
  const auto pos = s.find(from);
  REQUIRE(pos != std::string::npos);
  return s.replace(pos, from.size(), to);
}

}  // namespace

TEST_CASE("Save: print and parse round trip") {
  const SavedMatch m = sample_match();
  const std::string text = print_save(m);
  auto back = parse_save(text);
  REQUIRE(back.has_value());
  CHECK(*back == m);
  CHECK(print_save(*back) == text);
  CHECK(text.rfind("# schnapsen-save 1\n", 0) == 0);
}

TEST_CASE("Save: a hand with a take-back is marked; saves without the mark have none") {
  SavedMatch m = sample_match();
  CHECK(print_save(m).find("taken-back") == std::string::npos);  // written only when yes
  m.taken_back = true;
  const std::string text = print_save(m);
  CHECK(text.find("# taken-back yes\n") != std::string::npos);
  auto back = parse_save(text);
  REQUIRE(back.has_value());
  CHECK(back->taken_back);
  CHECK(*back == m);
  CHECK_FALSE(parse_save(print_save(sample_match()))->taken_back);
  const auto bad = error_of(replace(text, "# taken-back yes", "# taken-back maybe"));
  CHECK(bad.message.find("taken-back") != std::string::npos);
}

TEST_CASE("Save: the table's language and suits come back; a save without them records none") {
  SavedMatch m = sample_match();
  const std::string without = print_save(m);
  CHECK(without.find("table-") == std::string::npos);  // not recorded: not written
  CHECK(parse_save(without)->look == SavedLook{});     // and a save from before reads so
  m.look = {"de", "german"};
  const std::string text = print_save(m);
  CHECK(text.find("# table-language de\n") != std::string::npos);
  CHECK(text.find("# table-suits german\n") != std::string::npos);
  auto back = parse_save(text);
  REQUIRE(back.has_value());
  CHECK(back->look == SavedLook{"de", "german"});
  CHECK(*back == m);
  m.look = {"en", ""};  // each key on its own
  CHECK(parse_save(print_save(m))->look == SavedLook{"en", ""});
  for (const auto& [from, to] : {std::pair{"# table-language de", "# table-language fr"},
                                 std::pair{"# table-suits german", "# table-suits tarot"}}) {
    const auto bad = error_of(replace(text, from, to));
    CHECK(bad.message.find(std::string(to).substr(2, 11)) != std::string::npos);
  }
}

TEST_CASE("Save: the record parser reads the current hand of a save unchanged") {
  const SavedMatch m = sample_match();
  auto rec = parse_record(print_save(m));
  REQUIRE(rec.has_value());
  CHECK(rec->deck == m.hand.deck);
  CHECK(rec->actions == m.hand.actions);
  CHECK(rec->dealer == 1);
  CHECK(rec->rules == Rules::sharp());
}

TEST_CASE("Save: match_at_deal restores the bookkeeping") {
  const SavedMatch m = sample_match();
  const Match match = m.match_at_deal();
  CHECK(match.dealer() == 1);
  CHECK(match.points(0) == 2);
  CHECK(match.points(1) == 5);
  CHECK(match.bummerls(1) == 2);
  CHECK(match.hands_played() == 7);
  CHECK(match.settings() == m.settings);
}

TEST_CASE("Save: a finished current hand is accepted (its result is not yet applied)") {
  SavedMatch m = sample_match();
  HandState s = m.hand.initial_state();
  m.hand.actions.clear();
  while (!s.over()) {
    const Action a = s.legal_actions()[0];
    m.hand.actions.push_back({s.to_act(), a});
    s.apply_legal(a);
  }
  CHECK(parse_save(print_save(m)).has_value());
}

TEST_CASE("Save errors: not a save, or another version") {
  CHECK(error_of("").kind == SaveError::Kind::Version);
  CHECK(error_of("schnapsen-record 1\n").kind == SaveError::Kind::Version);
  CHECK(error_of(std::string("\0\x01\x02", 3)).kind == SaveError::Kind::Version);
  const std::string v2 =
      replace(print_save(sample_match()), "schnapsen-save 1", "schnapsen-save 2");
  const auto e = error_of(v2);
  CHECK(e.kind == SaveError::Kind::Version);
  CHECK(e.message.find("version '2'") != std::string::npos);
}

TEST_CASE("Save errors: missing, repeated and unknown keys") {
  const std::string text = print_save(sample_match());
  auto e = error_of(replace(text, "# seed 18446744073709551615\n", ""));
  CHECK(e.kind == SaveError::Kind::Malformed);
  CHECK(e.message == "missing key 'seed'");
  e = error_of(replace(text, "# dealer 1\n", "# dealer 1\n# dealer 1\n"));
  CHECK(e.message.find("'dealer' repeated") != std::string::npos);
  e = error_of(replace(text, "# dealer 1\n", "# dealer 1\n# colour blue\n"));
  CHECK(e.message.find("unknown key 'colour'") != std::string::npos);
}

TEST_CASE("Save errors: bad values name the key and line") {
  const std::string text = print_save(sample_match());
  const std::pair<const char*, const char*> cases[] = {
      {"# rules sharp", "# rules blitz"},
      {"# bummerls-to-lose 3", "# bummerls-to-lose 0"},
      {"# bummerls-to-lose 3", "# bummerls-to-lose x"},
      {"# schneider-bummerl off", "# schneider-bummerl maybe"},
      {"# seed 18446744073709551615", "# seed 18446744073709551616"},
      {"# seed 18446744073709551615", "# seed -1"},
      {"# hands-played 7", "# hands-played 7.5"},
      {"# dealer 1", "# dealer 2"},
      {"# points 2 5", "# points 2"},
      {"# bummerls 1 2", "# bummerls one two"},
      {"# seat1-kind ai", "# seat1-kind robot"},
      {"# seat0-name Anna Maria", "# seat0-name"},
  };
  for (const auto& [from, to] : cases) {
    INFO(to);
    const auto e = error_of(replace(text, from, to));
    CHECK(e.kind == SaveError::Kind::Malformed);
    CHECK(e.message.rfind("line ", 0) == 0);
    CHECK(e.message.find("bad value") != std::string::npos);
  }
}

TEST_CASE("Save errors: a malformed hand record") {
  const std::string text = print_save(sample_match());
  const auto e = error_of(replace(text, "deck ", "deck Xx "));
  CHECK(e.kind == SaveError::Kind::Malformed);
  CHECK(e.message.find("hand record: line") != std::string::npos);
  CHECK(error_of(text.substr(0, text.find("schnapsen-record"))).kind == SaveError::Kind::Malformed);
}

TEST_CASE("Save consistency: illegal actions, points and Bummerls out of range") {
  const SavedMatch good = sample_match();
  CHECK_FALSE(check_save(good).has_value());
  SavedMatch m = good;
  m.hand.actions.push_back(m.hand.actions.back());  // a seat acting twice / a card played twice
  auto e = check_save(m);
  REQUIRE(e.has_value());
  CHECK(e->kind == SaveError::Kind::Inconsistent);
  CHECK(e->message.find("current hand") != std::string::npos);
  CHECK(parse_save(print_save(m)).error().kind == SaveError::Kind::Inconsistent);

  m = good;
  m.points = {0, 7};
  CHECK(check_save(m).has_value());
  m.points = {8, 7};
  CHECK(check_save(m).has_value());
  m = good;
  m.bummerls = {3, 0};  // three to lose: the match would be over
  CHECK(check_save(m).has_value());
  m = good;
  m.bummerls = {0, 0};
  m.hands_played = 1;
  m.points = {1, 7};  // 6 points lost in one hand: impossible
  CHECK(check_save(m).has_value());
  m = good;
  m.seats[1].name = "bad\x1bname";
  CHECK(check_save(m).has_value());

  const std::string text = print_save(good);
  auto r = parse_save(replace(text, "# dealer 1", "# dealer 0"));
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().kind == SaveError::Kind::Inconsistent);
  r = parse_save(replace(text, "# rules sharp", "# rules soft"));
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().kind == SaveError::Kind::Inconsistent);
}

TEST_CASE("Save names: a name --names would refuse is refused in a save, quoted short") {
  const std::string text = print_save(sample_match());
  const std::string long_name(500, 'x');
  for (const std::string& bad : {long_name,
                                 std::string("C1\xC2\x9B"
                                             "2J"),
                                 std::string("bad\xFF\xFEutf8"), std::string("\xE2\x80\x8B"),
                                 std::string("A\xE2\x80\xAE"
                                             "B"),
                                 std::string("\xC2\x85")}) {
    INFO(bad);
    const auto r = parse_save(replace(text, "# seat0-name Anna Maria", "# seat0-name " + bad));
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().kind == SaveError::Kind::Inconsistent);
    CHECK(r.error().message.find("name of seat 0") != std::string::npos);
    CHECK(r.error().message.size() < 200);
  }
  // Good names, accents and wide characters included, are kept as they are.
  for (const std::string good : {"Jürgen", "李小龍李小", "Anna Maria"}) {
    const auto r = parse_save(replace(text, "# seat0-name Anna Maria", "# seat0-name " + good));
    REQUIRE(r.has_value());
    CHECK(r->seats[0].name == good);
  }
}

TEST_CASE("Atomic write: replaces the file and leaves no temporary file") {
  TempDir dir;
  const fs::path file = dir.path / "match.save";
  write(file, "old");
  REQUIRE_FALSE(write_file_atomically(file, "new contents").has_value());
  CHECK(read(file) == "new contents");
  CHECK(std::distance(fs::directory_iterator(dir.path), fs::directory_iterator()) == 1);
}

TEST_CASE("Atomic write: a failure at any step leaves the old file whole and no partial file") {
  TempDir dir;
  const fs::path file = dir.path / "match.save";
  write(file, "old contents");
  for (auto point : {detail::FailPoint::AfterWrite, detail::FailPoint::BeforeRename}) {
    detail::fail_point() = point;
    auto err = write_file_atomically(file, std::string(100000, 'x'));
    detail::fail_point() = detail::FailPoint::Never;
    REQUIRE(err.has_value());
    CHECK(err->find("cannot write") != std::string::npos);
    CHECK(read(file) == "old contents");
    CHECK(std::distance(fs::directory_iterator(dir.path), fs::directory_iterator()) == 1);
  }
}

TEST_CASE("Atomic write: an unwritable directory gives an error value") {
  TempDir dir;
  write(dir.path / "plain-file", "x");
  // A directory that cannot exist (its parent is a file): fails for every user, root too.
  auto err = write_file_atomically(dir.path / "plain-file" / "match.save", "data");
  REQUIRE(err.has_value());
  CHECK(err->find("Not a directory") != std::string::npos);
  CHECK(SaveStore(dir.path / "plain-file" / "sub").save(sample_match()).has_value());
  // A read-only directory (permissions do not bind root, so only checked for other users).
  const fs::path ro = dir.path / "ro";
  fs::create_directory(ro);
  fs::permissions(ro, fs::perms::owner_read | fs::perms::owner_exec);
  if (::geteuid() != 0) {
    auto e = SaveStore(ro).save(sample_match());
    REQUIRE(e.has_value());
    CHECK(e->find("Permission denied") != std::string::npos);
  }
}

TEST_CASE("SaveStore: refuses to write a save that could not be loaded again") {
  TempDir dir;
  SaveStore store(dir.path);
  SavedMatch m = sample_match();
  m.seats[0].name = "   ";
  auto err = store.save(m);
  REQUIRE(err.has_value());
  CHECK(err->find("not saved") != std::string::npos);
  CHECK_FALSE(fs::exists(store.save_file()));
}

TEST_CASE("Move aside: never overwrites an older .bad file") {
  TempDir dir;
  const fs::path file = dir.path / "match.save";
  write(file, "first");
  auto a = move_aside(file);
  REQUIRE(a.has_value());
  CHECK(a->filename() == "match.save.bad");
  write(file, "second");
  auto b = move_aside(file);
  REQUIRE(b.has_value());
  CHECK(b->filename() == "match.save.bad.1");
  CHECK(read(*a) == "first");
  CHECK(read(*b) == "second");
  CHECK_FALSE(fs::exists(file));
}

TEST_CASE("SaveStore: save, load, remove") {
  TempDir dir;
  SaveStore store(dir.path / "nested" / "schnapsen");
  CHECK(store.load().status == LoadedSave::Status::NoSave);
  REQUIRE_FALSE(store.save(sample_match()).has_value());
  auto loaded = store.load();
  REQUIRE(loaded.status == LoadedSave::Status::Loaded);
  CHECK(*loaded.match == sample_match());
  REQUIRE_FALSE(store.remove().has_value());
  CHECK_FALSE(fs::exists(store.save_file()));
  CHECK_FALSE(store.remove().has_value());
}

TEST_CASE("SaveStore: a bad save is reported, moved aside and never deleted") {
  TempDir dir;
  SaveStore store(dir.path);
  const std::string bad_texts[] = {
      "garbage\n", "# schnapsen-save 9\n",
      replace(print_save(sample_match()), "# points 2 5", "# points 9 5")};
  int n = 0;
  for (const auto& text : bad_texts) {
    write(store.save_file(), text);
    auto loaded = store.load();
    CHECK(loaded.status == LoadedSave::Status::Rejected);
    CHECK_FALSE(loaded.match.has_value());
    CHECK(loaded.message.find("moved to") != std::string::npos);
    CHECK_FALSE(fs::exists(store.save_file()));
    REQUIRE(fs::exists(loaded.moved_to));
    CHECK(read(loaded.moved_to) == text);
    ++n;
  }
  CHECK(fs::exists(dir.path / "match.save.bad.2"));
  CHECK(n == 3);
}

TEST_CASE("read_file: a regular file up to its limit; anything else refused without waiting") {
  TempDir dir;
  const auto error = [](const Expected<std::string, std::string>& r) {
    return r ? std::string("read: ") + *r : r.error();
  };
  const fs::path file = dir.path / "file";
  write(file, std::string(1000, 'x'));
  CHECK(error(read_file(file, 1000)) == "read: " + std::string(1000, 'x'));
  CHECK(error(read_file(file, 999)) == file.string() + ": too large (more than 0 KiB)");
  // The size is checked before reading: a sparse file of 100 MB is refused at once.
  const fs::path sparse = dir.path / "sparse";
  write(sparse, "");
  fs::resize_file(sparse, std::uintmax_t{100} << 20);
  CHECK(error(read_file(sparse, kMaxSettingsBytes)) ==
        sparse.string() + ": too large (more than 64 KiB)");
  CHECK(error(read_file(dir.path, 1000)) == dir.path.string() + ": is a directory, not a file");
  CHECK(error(read_file(dir.path / "missing", 1000)) ==
        (dir.path / "missing").string() + ": cannot open: No such file or directory");
  if (fs::exists("/dev/zero"))
    CHECK(error(read_file("/dev/zero", kMaxRecordBytes)) ==
          "/dev/zero: not a regular file (a character device)");
  // A FIFO: its open would wait for a writer. Should it wait, a helper opens the write end
  // after two seconds, so that the test fails instead of hanging.
  const fs::path fifo = dir.path / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  std::atomic<bool> returned{false};
  std::thread rescue([&] {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(2);
    while (!returned && std::chrono::steady_clock::now() < until)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (returned) return;
    const int fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0) ::close(fd);
  });
  const auto from_fifo = read_file(fifo, 1000);
  returned = true;
  rescue.join();
  CHECK(error(from_fifo) == fifo.string() + ": not a regular file (a FIFO)");
  // A symbolic link: read through unless refused (the state directory's files).
  const fs::path link = dir.path / "link";
  fs::create_symlink(file, link);
  CHECK(read_file(link, 1000, Symlinks::Follow).has_value());
  CHECK(error(read_file(link, 1000, Symlinks::Refuse)) ==
        link.string() + ": is a symbolic link, which is not followed here");
  CHECK(read_file(file, 1000, Symlinks::Refuse).has_value());
}

TEST_CASE("State directory: XDG_STATE_HOME, else HOME") {
  const char* old_xdg = std::getenv("XDG_STATE_HOME");
  const char* old_home = std::getenv("HOME");
  const std::string saved_xdg = old_xdg ? old_xdg : "";
  const std::string saved_home = old_home ? old_home : "";
  ::setenv("XDG_STATE_HOME", "/tmp/xdg", 1);
  ::setenv("HOME", "/home/u", 1);
  CHECK(*default_state_dir() == fs::path("/tmp/xdg/schnapsen"));
  ::setenv("XDG_STATE_HOME", "relative", 1);
  CHECK(*default_state_dir() == fs::path("/home/u/.local/state/schnapsen"));
  ::unsetenv("XDG_STATE_HOME");
  ::unsetenv("HOME");
  CHECK_FALSE(default_state_dir().has_value());
  if (old_xdg) ::setenv("XDG_STATE_HOME", saved_xdg.c_str(), 1);
  if (old_home) ::setenv("HOME", saved_home.c_str(), 1);
}

TEST_CASE("a temporary file left by a killed writer is removed, and nothing else") {
  const fs::path dir =
      fs::temp_directory_path() / ("schnapsen-stale-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const auto touch = [&](const std::string& name) { std::ofstream(dir / name) << "x"; };
  touch(".match.save.tmpAb12Cd");  // what mkstemp makes of ".match.save.tmpXXXXXX"
  touch("match.save");
  touch(".stats.json.tmpZz99Yy");  // another file's temporary: not ours to remove
  touch(".match.save.tmp-notes");  // not a temporary name
  remove_stale_temp_files(dir / "match.save");
  CHECK_FALSE(fs::exists(dir / ".match.save.tmpAb12Cd"));
  CHECK(fs::exists(dir / "match.save"));
  CHECK(fs::exists(dir / ".stats.json.tmpZz99Yy"));
  CHECK(fs::exists(dir / ".match.save.tmp-notes"));
  fs::remove_all(dir);
}
