// Cards in words for line mode, as a screen reader speaks them well: "king of hearts", German
// "Herz-König", with German suits "Eichel-Ober"; never a code or a suit symbol. And the other
// way: a card the player names in any of these words, in the bot notation ("Ts") or by number.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/card.hpp"

namespace schnapsen::line {

// The card's name in the table's language (game/i18n.hpp); `german_suits`: Eichel, Schelle,
// Herz, Laub with Unter and Ober.
std::string card_words(Card card, bool german_suits);
std::string suit_words(Suit suit, bool german_suits);

// The card named by `text` (any case): words in English or German, French or German suits, in
// either order ("ten of spades", "pik zehner", "Eichel-Ober"), or the bot notation ("Ts").
std::optional<Card> parse_card_words(std::string_view text);
// The suit named by `text` (one word, any language), for "meld hearts".
std::optional<Suit> parse_suit_word(std::string_view text);

}  // namespace schnapsen::line
