import { plural, t } from '@lingui/core/macro';
import type { RuleNote } from '../../ui/RulesNotes';
import { andList } from '../../text/words';
import {
  ODD_RANKS,
  ROYAL_DECK_BASE,
  ROYAL_END_ROW,
  ROYAL_FACE_DOWN_OFFER,
  ROYAL_JOKER_POINTS,
  RULES_LIMITS,
  royalOfferSize,
} from './core';

/** The rule facts the notes and the how-to name, from the rules core. */
function facts() {
  const { min, max } = RULES_LIMITS.royal;
  return {
    min,
    max,
    deck: ROYAL_DECK_BASE,
    down: ROYAL_FACE_DOWN_OFFER,
    // D4: the offer is one card per player plus this many.
    extra: royalOfferSize(min) - min,
    odd: andList(ODD_RANKS),
    end: ROYAL_END_ROW,
    joker: ROYAL_JOKER_POINTS,
  };
}

/** RULINGS D1-D9 in the app's own words, in the app's language (worded when shown). */
export function royalNotes(): RuleNote[] {
  const { min, max, deck, down, extra, odd, end, joker } = facts();
  return [
    {
      id: 'D1',
      text: t`${min} to ${max} players. Each player starts with one card from the four kings and the joker. A joker nobody got is out of the game; kings nobody got go back into the ${deck}-card deck.`,
    },
    {
      id: 'D2',
      text: t`Cards are compared lowest to highest: joker, ace, 2 up to 10, jack, queen, king. For equal ranks, clubs are lowest, then diamonds, hearts and spades, so no two cards ever tie.`,
    },
    {
      id: 'D3',
      text: t`In the first round the player holding the highest king deals. Everyone else goes from the lowest starting card upwards, and the dealer goes last.`,
    },
    {
      id: 'D4',
      text: t`Each round the dealer lays out one card per player plus ${extra}: ${down} of them face-down, the rest face-up. The others take one card each in turn; the dealer takes two, last, and decides which goes into the row first. The one card left is discarded.`,
    },
    {
      id: 'D5',
      text: t`Busting: ${odd} count as odd cards (aces and face cards do not). When an odd card joins a row that already shows two odd cards face-up, those two are turned face-down and the new card stays up. The dealer's two cards are checked one at a time, in the order they go in.`,
    },
    {
      id: 'D6',
      text: t`After the first round, each player's key card is the highest card they took that round. The highest key card deals the next round and goes last; everyone else goes from the lowest key card up.`,
    },
    {
      id: 'D7',
      text: plural(end, {
        9: `The game ends once a round finishes with any row holding nine or more cards. House ruling: it also ends when the deck has fewer cards than a full offer needs (players plus ${extra}) at the start of a round; this app ends the game there and says so.`,
        other: `The game ends once a round finishes with any row holding # or more cards. House ruling: it also ends when the deck has fewer cards than a full offer needs (players plus ${extra}) at the start of a round; this app ends the game there and says so.`,
      }),
    },
    {
      id: 'D8',
      text: t`Scoring counts face-up cards only. A jack, queen or king scores one per face-up card of its suit in the row, itself included. The joker scores ${joker} per face-down card in its row. Each unbroken run of two or more neighbouring cards of one suit scores its length, and so does each run of one rank; a card can be in both. Face-down cards and the joker break runs.`,
    },
    {
      id: 'D9',
      text: t`Correction: the printed example adds 3 and 2 for royals plus 3, 2 and 2 for sets, which is 12, though the text says 11. The app scores such a row 12.`,
    },
  ];
}

/** A short "How to play", in the app's own words (never the rule text's sentences), in the app's language. */
export function royalHowTo(): string[] {
  const { min, max, down, extra, odd, end } = facts();
  return [
    t`You need a standard deck with one joker, and ${min} to ${max} players. Each player starts with one of the four kings or the joker, face-up; the app can shuffle these for you.`,
    t`Every round the dealer lays out ${extra} cards more than there are players, ${down} of them face-down. In turn order each player takes one card and adds it to the right end of their row; the dealer goes last and takes two. The last card is discarded.`,
    t`Careful with ${odd}: taking one while two of them show in your row turns those two face-down.`,
    plural(end, {
      9: 'Whoever took the highest card deals next and picks last. Once someone has nine cards at the end of a round, rows are scored: royals for their suit, the joker for face-down cards, and runs of one suit or one rank. Tell the app each card as it is taken and it keeps the order, the deck and the scores.',
      other:
        'Whoever took the highest card deals next and picks last. Once someone has # cards at the end of a round, rows are scored: royals for their suit, the joker for face-down cards, and runs of one suit or one rank. Tell the app each card as it is taken and it keeps the order, the deck and the scores.',
    }),
  ];
}
