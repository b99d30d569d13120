// Drawing the table from a TableModel.
#include "schnapsen/tui/table_view.hpp"

#include <algorithm>
#include <cctype>

#include "schnapsen/game/events.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/play.hpp"

namespace schnapsen::tui {

namespace {

std::string repeat(std::string_view s, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

std::string shown(const std::string& name) { return game::shown_name(name); }

std::string pad_left(const std::string& s, int width) {
  const int w = text_width(s);
  return w >= width ? s : std::string(static_cast<std::size_t>(width - w), ' ') + s;
}

std::string pad_right(const std::string& s, int width) {
  const int w = text_width(s);
  return w >= width ? s : s + std::string(static_cast<std::size_t>(width - w), ' ');
}

std::string centre(const std::string& s, int width) {
  const int w = text_width(s);
  return w >= width ? s : pad_right(pad_left(s, w + (width - w) / 2), width);
}

}  // namespace

std::vector<Card> sorted_hand(CardSet hand) {
  static constexpr std::array<Suit, kSuitCount> kOrder = {Suit::Spades, Suit::Hearts, Suit::Clubs,
                                                          Suit::Diamonds};
  std::vector<Card> cards;
  for (Suit s : kOrder) {
    for (int r = kRankCount - 1; r >= 0; --r) {
      const Card c(s, static_cast<Rank>(r));
      if (hand.contains(c)) cards.push_back(c);
    }
  }
  return cards;
}

std::string trump_label(Suit trump, const Glyphs& g, int width) {
  // A symbol reads well before the name ("Trump ♠ spades"); a letter goes after it, or is left
  // out where it does not fit (the trump card beside it shows it).
  if (g.unicode && g.suits == SuitStyle::French)
    return tr(N_("Trump %s %s"), {g.suit_glyph(trump), g.suit_name(trump)});
  std::string label = tr(N_("Trump: %s (%s)"), {g.suit_name(trump), g.suit_glyph(trump)});
  if (text_width(label) <= width) return label;
  return tr(N_("Trump: %s"), {g.suit_name(trump)});
}

std::vector<std::string> marriages_text(const SeatView& view,
                                        const std::array<std::string, 2>& names, const Glyphs& g) {
  std::vector<std::string> out;
  for (const SeatAction& a : view.history) {
    if (a.action.kind != ActionKind::Meld) continue;
    const int points = marriage_value(a.action.suit(), view.trump);
    out.push_back(shown(names[a.seat]) + " " + std::to_string(points) +
                  g.suit_glyph(a.action.suit()));
  }
  return out;
}

std::string localize(const std::string& text, const Glyphs& glyphs) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = i;
    while (j < text.size() && std::isalnum(static_cast<unsigned char>(text[j]))) ++j;
    if (j == i) {
      out += text[i++];
      continue;
    }
    const std::string word = text.substr(i, j - i);
    i = j;
    const bool card_like = word.size() == 2 && std::isupper(static_cast<unsigned char>(word[0]));
    if (const auto card = card_like ? parse_card(word) : std::nullopt) {
      out += glyphs.card_label(*card);
      continue;
    }
    std::string replaced = word;
    for (int s = 0; s < kSuitCount; ++s)
      if (word == suit_name(static_cast<Suit>(s)))
        replaced = glyphs.suit_name(static_cast<Suit>(s));
    // A marriage in engine notation, "meld h": the suit letter becomes the suit's name.
    if (word.size() == 1 && out.ends_with("meld "))
      if (const auto suit = parse_suit(word)) replaced = glyphs.suit_name(*suit);
    out += replaced;
  }
  return out;
}

bool TableView::too_small() const {
  return term_.width() < kMinWidth || term_.height() < kMinHeight;
}

Role TableView::suit_role(Card c) const {
  return is_red(c.suit()) ? Role::RedSuit : Role::BlackSuit;
}

void TableView::draw_card(const Rect& r, Card card, bool face_up, Role border, bool dim) {
  const Role b = dim ? Role::Dimmed : border;
  const int inner = r.w - 2;
  term_.put(r.y, r.x, std::string(glyphs_.tl) + repeat(glyphs_.h, inner) + std::string(glyphs_.tr),
            b);
  const Role face = !face_up ? Role::CardBack : suit_role(card);
  const std::string label = face_up ? glyphs_.card_label(card) : std::string();
  for (int row = 1; row < r.h - 1; ++row) {
    term_.put(r.y + row, r.x, glyphs_.v, b);
    std::string text;
    if (!face_up)
      text = repeat(glyphs_.back, inner);
    else if (r.h <= 3)  // small: the label on the right
      text = pad_left(label, inner);
    else if (row == 1)  // large: the label in two corners, the suit in the middle
      text = pad_right(label, inner);
    else if (row == r.h - 2)
      text = pad_left(label, inner);
    else if (row == r.h / 2)
      text = centre(glyphs_.suit_glyph(card.suit()), inner);
    else
      text = std::string(static_cast<std::size_t>(inner), ' ');
    term_.put(r.y + row, r.x + 1, text, dim ? Role::Dimmed : face);
    term_.put(r.y + row, r.right() - 1, glyphs_.v, b);
  }
  term_.put(r.bottom() - 1, r.x,
            std::string(glyphs_.bl) + repeat(glyphs_.h, inner) + std::string(glyphs_.br), b);
}

void TableView::draw(const TableModel& m) {
  term_.clear();
  const Layout l = compute_layout(term_.width(), term_.height());
  if (l.too_small) {
    const std::vector<std::string> lines = {
        _("Terminal too small"),
        tr(N_("%dx%d, need %dx%d"), {std::to_string(term_.width()), std::to_string(term_.height()),
                                     std::to_string(kMinWidth), std::to_string(kMinHeight)}),
        _("Enlarge the window to go on (Ctrl-C quits)")};
    for (std::size_t i = 0; i < lines.size(); ++i)
      term_.put(term_.height() / 2 - 1 + static_cast<int>(i), 0, lines[i],
                i == 0 ? Role::Warning : Role::Normal);
    return;
  }
  draw_header(l, m);
  draw_opponent(l, m);
  draw_talon(l, m);
  draw_trick(l, m);
  draw_hand(l, m);
  draw_panel(l, m);
  term_.put(l.message.y, 1, m.message, m.message_role, l.message.w - 1);
  term_.fill(l.keybar.y, 0, l.keybar.w, Role::KeyBar);
  const int cards = m.view ? m.view->hand.size() : 5;
  key_bar_ =
      m.key_bar.empty() ? tui::key_bar(l.keybar.w, glyphs_, m.keys, cards) : KeyBar{m.key_bar, {}};
  term_.put(l.keybar.y, 0, key_bar_.text, Role::KeyBar, l.keybar.w);
}

void TableView::draw_blank(const std::string& message, Role role, const CommandSet& keys) {
  term_.clear();
  term_.put(0, 0, " Schnapsen", Role::Title, term_.width());
  key_bar_ = {};
  const Layout l = compute_layout(term_.width(), term_.height());
  if (l.too_small) return;
  term_.put(l.message.y, 1, message, role, l.message.w - 1);
  if (keys.empty()) return;
  term_.fill(l.keybar.y, 0, l.keybar.w, Role::KeyBar);
  key_bar_ = tui::key_bar(l.keybar.w, glyphs_, keys, 0);
  term_.put(l.keybar.y, 0, key_bar_.text, Role::KeyBar, l.keybar.w);
}

void TableView::draw_header(const Layout& l, const TableModel& m) {
  const std::string left =
      " " + (!m.title.empty() ? m.title
                              : tr(N_("Schnapsen  %s vs %s  %s rules"),
                                   {shown(m.names[0]), shown(m.names[1]), m.rules_name}));
  const std::string right = tr(N_("Hand %d"), {std::to_string(m.hand_number)}) + " ";
  int left_room = l.header.w - text_width(right) - 1;
  if (!m.warning.empty()) {  // up to half the line, cut; the log holds the whole text
    const int room = l.header.w / 2 - 2;
    std::string text = m.warning;
    const std::string see = std::string(" ") + _("(see log)");
    if (text_width(text) > room)
      text = text.substr(0, prefix_for_width(text, room + 1 - text_width(see))) + see;
    const int w = text_width(text) + 2;
    const int x = l.header.w - text_width(right) - w - 1;
    term_.put(l.header.y, x, " " + text + " ", Role::Warning, w);
    left_room = x - 1;  // the title gives way: the two never overlap
  }
  term_.put(l.header.y, 0, left, Role::Title, left_room);
  term_.put(l.header.y, l.header.w - text_width(right), right, Role::Title);
}

void TableView::draw_opponent(const Layout& l, const TableModel& m) {
  if (!m.view) return;
  const SeatView& v = *m.view;
  const int opp = v.opponent();
  const std::string label = tr(P_("%s (%d card)", "%s (%d cards)", v.opponent_hand_size),
                               {shown(m.names[opp]), std::to_string(v.opponent_hand_size)});
  term_.put(l.opponent.y, l.opponent.x + 1, label, v.to_act == opp ? Role::Title : Role::Normal,
            l.opponent.w - 1);
  const std::vector<Card> shown = m.reveal ? sorted_hand(v.opponent_shown) : std::vector<Card>{};
  for (int i = 0; i < v.opponent_hand_size; ++i) {
    const bool face = i < static_cast<int>(shown.size());
    draw_card(l.opponent_card(i), face ? shown[i] : Card::none(), face, Role::Border, false);
  }
}

void TableView::draw_talon(const Layout& l, const TableModel& m) {
  if (!m.view) return;
  const SeatView& v = *m.view;
  const int x = l.talon.x + 2, y = l.talon_top();
  term_.put(y, x, _("Talon"), Role::Title);
  if (v.talon_size > 0) {
    if (v.talon_size > 1) draw_card(l.talon_stock(), Card::none(), false, Role::Border, false);
    // The trump card lies crosswise under the stock: a wider, lower box.
    const bool face_up = v.closer < 0;
    const Role b = face_up ? Role::Trump : Role::Border;
    const Rect r = l.talon_trump(v.talon_size > 1);
    const int inner = r.w - 2;
    term_.put(r.y, r.x,
              std::string(glyphs_.tl) + repeat(glyphs_.h, inner) + std::string(glyphs_.tr), b);
    term_.put(r.y + 1, r.x, glyphs_.v, b);
    if (face_up)
      term_.put(r.y + 1, r.x + 1, centre(pad_left(glyphs_.card_label(v.trump_card), 3), inner),
                suit_role(v.trump_card));
    else
      term_.put(r.y + 1, r.x + 1, repeat(glyphs_.back, inner), Role::CardBack);
    term_.put(r.y + 1, r.right() - 1, glyphs_.v, b);
    term_.put(r.y + 2, r.x,
              std::string(glyphs_.bl) + repeat(glyphs_.h, inner) + std::string(glyphs_.br), b);
  }
  // "Closed by" and the closer's name: one row where both fit, else the name on the next row,
  // where it may take the whole width.
  std::string state, by;
  if (v.closer >= 0) {
    state = _("Closed by");
    // TRANSLATORS: the row below "Closed by" when the player at the keyboard closed.
    by = m.names[v.closer] == game::kYou ? std::string(_("you")) : shown(m.names[v.closer]);
  } else if (v.talon_size > 0) {
    state = tr(P_("%d card left", "%d cards left", v.talon_size), {std::to_string(v.talon_size)});
  } else {
    state = _("Exhausted");
  }
  const Role role = v.closer >= 0 ? Role::Warning : Role::Normal;
  if (!by.empty() && text_width(state) + 1 + text_width(by) <= l.talon.w - 1) {
    state += " " + by;  // "Closed by you" on one row where it fits: no lone "you" below
    by.clear();
  }
  const int text_y = y + l.card.h + 4;  // below the stock and the crosswise trump
  term_.put(text_y, l.talon.x + 1, state, role, l.talon.w - 1);
  term_.put(text_y + 1, l.talon.x + 1, by, role, l.talon.w - 1);
  term_.put(text_y + 2, l.talon.x + 1, trump_label(v.trump, glyphs_, l.talon.w - 1), Role::Trump,
            l.talon.w - 1);
}

void TableView::draw_trick(const Layout& l, const TableModel& m) {
  if (!m.view) return;
  const int x = l.trick.x + 2, y = l.trick_top();
  term_.put(y, x, m.trick.finished ? _("Last trick") : _("Trick"), Role::Title);
  for (std::size_t i = 0; i < m.trick.cards.size(); ++i) {
    const auto& [seat, card] = m.trick.cards[i];
    const Rect r = l.trick_card(static_cast<int>(i));
    draw_card(r, card, true, Role::Border, m.trick.finished);
    term_.put(r.bottom(), r.x, shown(m.names[seat]), m.trick.finished ? Role::Dimmed : Role::Normal,
              kTrickStep - 1);
  }
  // The note ("AI skilled wins the trick (21)") on as many rows as it needs, down to the
  // trick's bottom: at 80 columns a long name's note does not fit one.
  int row = y + l.card.h + 2;
  for (const std::string& line : wrap(m.trick.note, l.trick.w - 2)) {
    if (row >= l.trick.bottom()) break;
    term_.put(row++, x, line, Role::Good, l.trick.w - 2);
  }
}

void TableView::draw_hand(const Layout& l, const TableModel& m) {
  if (!m.view) return;
  const SeatView& v = *m.view;
  const bool you = m.names[v.seat] == game::kYou, turn = m.reveal && m.acting;
  const std::string label = !m.reveal ? std::string(_("Hands hidden"))
                            : you  ? std::string(turn ? _("Your hand (your turn)") : _("Your hand"))
                            : turn ? tr(N_("Your hand, %s (your turn)"), {shown(m.names[v.seat])})
                                   : tr(N_("Your hand, %s"), {shown(m.names[v.seat])});
  term_.put(l.hand.y, l.hand.x + 1, label, m.acting ? Role::Title : Role::Normal, l.hand.w - 1);
  const std::vector<Card> cards = sorted_hand(v.hand);
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const bool selected = m.reveal && m.acting && static_cast<int>(i) == m.selected;
    const bool dim = m.reveal && m.acting && !m.playable.contains(cards[i]);
    const Role border = selected                     ? Role::Selected
                        : cards[i].suit() == v.trump ? Role::Trump
                                                     : Role::Border;
    const Rect r = l.hand_card(static_cast<int>(i), selected);
    draw_card(r, cards[i], m.reveal, border, dim);
    if (m.reveal)
      term_.put(l.hand.bottom() - 1, r.x + r.w / 2, std::to_string(i + 1),
                selected ? Role::Selected : Role::Normal);
  }
}

void TableView::draw_panel(const Layout& l, const TableModel& m) {
  const Rect& p = l.panel;
  const int x = p.x + 1, w = p.w - 1;
  for (int row = p.y; row < p.bottom(); ++row) term_.put(row, p.x, glyphs_.v, Role::Border);
  int y = p.y;
  // A grid labelled in words: a column per player, a row per count. The columns share the room
  // equally unless the second name needs more ("AI beginner" at 80 columns): then it takes what
  // the first column's numbers leave; the first name may reach into the labels' column, which
  // is empty on the names' row.
  const int label_w = 13, half = std::max(4, (w - label_w) / 2);
  const int second = std::max(half, std::min(text_width(shown(m.names[1])) + 1, w - label_w - 4));
  const std::array<int, 2> column{std::min(half, w - label_w - second), second};
  const auto cells = [](std::string line, const std::array<std::string, 2>& texts,
                        std::array<int, 2> room) {
    for (int i = 0; i < 2; ++i) {  // right-aligned, one column apart at least
      const std::string& cell = texts[static_cast<std::size_t>(i)];
      const int r = room[static_cast<std::size_t>(i)];
      const std::string cut = cell.substr(0, prefix_for_width(cell, r - 1));
      line += std::string(static_cast<std::size_t>(r - text_width(cut)), ' ') + cut;
    }
    return line;
  };
  const auto row = [&](const std::string& label, const std::array<std::string, 2>& values,
                       Role role) {
    term_.put(y++, x, cells(fit_width(label, label_w), values, column), role, w);
  };
  term_.put(y++, x,
            cells("", {shown(m.names[0]), shown(m.names[1])}, {label_w + column[0], column[1]}),
            Role::Title, w);
  row(_("Points to go"), {std::to_string(m.points[0]), std::to_string(m.points[1])}, Role::Normal);
  row(_("Bummerls lost"), {std::to_string(m.bummerls[0]), std::to_string(m.bummerls[1])},
      Role::Normal);
  if (m.view)
    row(_("Tricks"), {std::to_string(m.view->tricks[0]), std::to_string(m.view->tricks[1])},
        Role::Normal);
  for (const std::string& line :
       wrap(tr(P_("Bummerl: 7 points down to 0; match lost at %d Bummerl",
                  "Bummerl: 7 points down to 0; match lost at %d Bummerls", m.bummerls_to_lose),
               {std::to_string(m.bummerls_to_lose)}),
            w))
    term_.put(y++, x, line, Role::Dimmed, w);
  if (m.view) {
    const SeatView& v = *m.view;
    std::string marriages;
    for (const std::string& s : marriages_text(v, m.names, glyphs_))
      marriages += (marriages.empty() ? "" : ", ") + s;
    for (const std::string& line : wrap(marriages.empty() ? std::string(_("Marriages: none"))
                                                          : tr(N_("Marriages: %s"), {marriages}),
                                        w))
      term_.put(y++, x, line, Role::Normal, w);
    if (m.show_score && m.reveal)
      term_.put(y++, x, tr(N_("Your score: %d"), {std::to_string(v.scores[v.seat])}), Role::Good,
                w);
  }
  ++y;
  std::vector<std::string> lines;
  for (const std::string& entry : m.log)
    for (const std::string& line : wrap(entry, w)) lines.push_back(line);
  const int room = p.bottom() - y - 1;
  const int count = static_cast<int>(lines.size());
  log_page_ = std::max(1, room);
  log_scroll_limit_ = std::max(0, count - room);
  const int scroll = std::clamp(m.log_scroll, 0, log_scroll_limit_);
  // Scrolled back, the title says so and how to come back.
  const std::string title =
      " " + std::string(scroll > 0 ? _("Log (older; PgDn: newer)") : _("Log")) + " ";
  term_.put(
      y++, x,
      repeat(glyphs_.h, 2) + title + repeat(glyphs_.h, std::max(0, w - 3 - text_width(title))),
      Role::Border, w);
  const int last = count - scroll;  // one past the newest line shown
  for (int i = std::max(0, last - room); i < last; ++i)
    term_.put(y++, x, lines[static_cast<std::size_t>(i)],
              i + 1 == count ? Role::Normal : Role::Dimmed, w);
}

int TableView::scroll_log(int scroll, int key) const {
  const int step = std::max(1, log_page_ / 2);
  return key == kKeyPageUp ? std::min(log_scroll_limit_, scroll + step)
                           : std::max(0, scroll - step);
}

int TableView::draw_box(const std::string& title,
                        const std::vector<std::pair<std::string, Role>>& lines,
                        const std::string& footer, int scroll) {
  const int sw = term_.width(), sh = term_.height();
  // The title is drawn with a blank either side: a box as wide as its title shows it whole.
  int inner = std::max(text_width(title) + 2, text_width(footer));
  for (const auto& line : lines) inner = std::max(inner, text_width(line.first));
  inner = std::min(inner + 2, sw - 2);
  std::vector<std::pair<std::string, Role>> body;
  for (const auto& [text, role] : lines) {
    const std::vector<std::string> parts = wrap(text, inner - 2);
    if (parts.empty()) body.emplace_back("", role);  // a blank line stays a blank line
    for (const std::string& part : parts) body.emplace_back(part, role);
  }
  if (lines.empty()) body.emplace_back("", Role::Normal);
  const Rect r = centred(sw, sh, inner + 2, static_cast<int>(body.size()) + 4);
  // Rows: top border, body, a spare row (the scroll hint), footer, bottom border.
  const int visible = std::max(1, r.h - 4);
  const int max_scroll = std::max(0, static_cast<int>(body.size()) - visible);
  scroll = std::clamp(scroll, 0, max_scroll);
  term_.put(r.y, r.x,
            std::string(glyphs_.tl) + repeat(glyphs_.h, r.w - 2) + std::string(glyphs_.tr),
            Role::Border);
  term_.put(r.y, r.x + 2, " " + title + " ", Role::Title, r.w - 4);
  for (int row = r.y + 1; row < r.bottom() - 1; ++row) {
    term_.put(row, r.x, glyphs_.v, Role::Border);
    term_.fill(row, r.x + 1, r.w - 2, Role::Normal);
    term_.put(row, r.right() - 1, glyphs_.v, Role::Border);
  }
  for (int i = 0; i < visible && scroll + i < static_cast<int>(body.size()); ++i) {
    const auto& [text, role] = body[static_cast<std::size_t>(scroll + i)];
    term_.put(r.y + 1 + i, r.x + 2, text, role, r.w - 4);
  }
  if (max_scroll > 0)
    term_.put(r.bottom() - 3, r.x + 2,
              scroll > 0 && scroll < max_scroll ? _("Up: back, Down: more")
              : scroll > 0                      ? _("Up: back")
                                                : _("Down: more"),
              Role::Dimmed, r.w - 4);
  term_.put(r.bottom() - 2, r.x + 2, footer, Role::Title, r.w - 4);
  box_footer_ = footer;
  box_footer_at_ = {r.x + 2, r.bottom() - 2};
  box_body_at_ = {r.x + 2, r.y + 1};
  box_body_rows_ = std::min(visible, static_cast<int>(body.size()));
  term_.put(r.bottom() - 1, r.x,
            std::string(glyphs_.bl) + repeat(glyphs_.h, r.w - 2) + std::string(glyphs_.br),
            Role::Border);
  return max_scroll;
}

}  // namespace schnapsen::tui
