// Draws the table (hands, talon, trick, side panel, message, key bar) from a plain model; the
// model owns no window and the drawing code decides nothing about the game.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "schnapsen/tui/keys.hpp"
#include "schnapsen/tui/layout.hpp"
#include "schnapsen/tui/terminal.hpp"
#include "schnapsen/tui/text.hpp"
#include "schnapsen/tui/theme.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::tui {

// The trick area: up to two cards with the seats that played them and a note ("Anna wins").
struct TrickShown {
  std::vector<std::pair<int, Card>> cards;  // seat, card in play order
  std::string note;
  bool finished = false;  // drawn dimmed: the trick is over
};

struct TableModel {
  std::optional<SeatView> view;  // the bottom seat's view; nullopt before the first deal
  bool reveal = true;            // false: the privacy screen is up, no hand is shown
  std::array<std::string, 2> names;
  std::array<int, 2> points{7, 7};  // Bummerl points left
  std::array<int, 2> bummerls{};    // Bummerls lost
  int bummerls_to_lose = 1;
  int hand_number = 1;
  std::string rules_name{preset_name(Rules::soft())};
  TrickShown trick;
  int selected = -1;    // index into the sorted hand, -1: none
  CardSet playable;     // cards the bottom seat may play now (others are dimmed when it acts)
  bool acting = false;  // the bottom seat is to act
  bool show_score = false;
  std::vector<std::string> log;  // oldest first
  int log_scroll = 0;            // lines scrolled back from the newest (PgUp); clamped when drawn
  std::string message;
  Role message_role = Role::Normal;
  std::string title;    // the header's left part; empty: "Schnapsen  You vs AI  soft rules"
  std::string warning;  // shown in the header (e.g. a failed save)
  CommandSet keys;      // the commands that apply now, shown in the key bar
  std::string key_bar;  // when not empty, shown in the key bar instead (e.g. the history viewer)
};

// The bottom hand in display order: suits ♠ ♥ ♣ ♦ (colours alternate), each from Ace down.
std::vector<Card> sorted_hand(CardSet hand);

// The trump suit under the talon: "Trump ♠ spades", "Trump: Eichel (E)", "Trump: spades (s)";
// without the letter ("Trumpf: Eichel") where that is wider than `width` columns.
std::string trump_label(Suit trump, const Glyphs& glyphs, int width);

// Marriages declared so far this hand, as "Anna 40♥" strings.
std::vector<std::string> marriages_text(const SeatView& view,
                                        const std::array<std::string, 2>& names,
                                        const Glyphs& glyphs);

// The engine's English text with its card tokens ("Ah": an upper-case rank letter and a suit
// letter) and suit names rewritten in the table's glyphs ("A♥", "AH", "Herz").
std::string localize(const std::string& engine_text, const Glyphs& glyphs);

class TableView {
 public:
  TableView(Terminal& terminal, Glyphs glyphs) : term_(terminal), glyphs_(glyphs) {}
  const Glyphs& glyphs() const { return glyphs_; }

  // Clears and draws everything (or the "too small" message) without refreshing.
  void draw(const TableModel& model);
  // Clears the screen and draws only the title line (before a match is set up), with `message`
  // on the message line and the key bar of `keys` when they are given (a guest waiting for its
  // host's first message).
  void draw_blank(const std::string& message = {}, Role role = Role::Normal,
                  const CommandSet& keys = {});
  // A centred box over the table: a title, lines from the `scroll`-th on (when they do not all
  // fit), and a footer prompt. Returns the largest useful `scroll` (0: everything is shown).
  int draw_box(const std::string& title, const std::vector<std::pair<std::string, Role>>& lines,
               const std::string& footer, int scroll = 0);
  // Whether the screen is below the minimum size (drawn as a message by draw()).
  bool too_small() const;
  // After draw(): the key bar as drawn (its entries' columns, for clicks); after draw_box(): the
  // footer's text and first cell.
  const KeyBar& key_bar() const { return key_bar_; }
  const std::string& box_footer() const { return box_footer_; }
  Terminal::Cell box_footer_at() const { return box_footer_at_; }
  // After draw_box(): the cell of its first body line and how many body lines it shows.
  Terminal::Cell box_body_at() const { return box_body_at_; }
  int box_body_rows() const { return box_body_rows_; }
  // The glyphs from now on (the menu's suits).
  void set_glyphs(const Glyphs& glyphs) { glyphs_ = glyphs; }
  // The log's scroll after PgUp or PgDn (`key`) from `scroll`: half a shown page back or forth,
  // so the line read last stays in sight.
  int scroll_log(int scroll, int key) const;

 private:
  void draw_card(const Rect& r, Card card, bool face_up, Role border, bool dim);
  void draw_header(const Layout& l, const TableModel& m);
  void draw_opponent(const Layout& l, const TableModel& m);
  void draw_talon(const Layout& l, const TableModel& m);
  void draw_trick(const Layout& l, const TableModel& m);
  void draw_hand(const Layout& l, const TableModel& m);
  void draw_panel(const Layout& l, const TableModel& m);
  Role suit_role(Card c) const;

  Terminal& term_;
  Glyphs glyphs_;
  int log_scroll_limit_ = 0;
  KeyBar key_bar_;
  std::string box_footer_;
  Terminal::Cell box_footer_at_;
  Terminal::Cell box_body_at_;
  int box_body_rows_ = 0;
  int log_page_ = 1;
};

}  // namespace schnapsen::tui
