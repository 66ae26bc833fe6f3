import type { RuleNote } from '../../ui/RulesNotes';

/** RULINGS D1-D9 in the app's own words. */
export const ROYAL_NOTES: readonly RuleNote[] = [
  {
    id: 'D1',
    text: 'Two to five players. Each player starts with one card from the four kings and the joker. A joker nobody got is out of the game; kings nobody got go back into the 48-card deck.',
  },
  {
    id: 'D2',
    text: 'Cards are compared lowest to highest: joker, ace, 2 up to 10, jack, queen, king. For equal ranks, clubs are lowest, then diamonds, hearts and spades, so no two cards ever tie.',
  },
  {
    id: 'D3',
    text: 'In the first round the player holding the highest king deals. Everyone else goes from the lowest starting card upwards, and the dealer goes last.',
  },
  {
    id: 'D4',
    text: 'Each round the dealer lays out one card per player plus two: two of them face-down, the rest face-up. The others take one card each in turn; the dealer takes two, last, and decides which goes into the row first. The one card left is discarded.',
  },
  {
    id: 'D5',
    text: "Busting: 3, 5, 7 and 9 count as odd cards (aces and face cards do not). When an odd card joins a row that already shows two odd cards face-up, those two are turned face-down and the new card stays up. The dealer's two cards are checked one at a time, in the order they go in.",
  },
  {
    id: 'D6',
    text: "After the first round, each player's key card is the highest card they took that round. The highest key card deals the next round and goes last; everyone else goes from the lowest key card up.",
  },
  {
    id: 'D7',
    text: 'The game ends once a round finishes with any row holding nine or more cards. House ruling: it also ends when the deck has fewer cards than a full offer needs (players plus two) at the start of a round; this app ends the game there and says so.',
  },
  {
    id: 'D8',
    text: 'Scoring counts face-up cards only. A jack, queen or king scores one per face-up card of its suit in the row, itself included. The joker scores two per face-down card in its row. Each unbroken run of two or more neighbouring cards of one suit scores its length, and so does each run of one rank; a card can be in both. Face-down cards and the joker break runs.',
  },
  {
    id: 'D9',
    text: 'Correction: the printed example adds 3 and 2 for royals plus 3, 2 and 2 for sets, which is 12, though the text says 11. The app scores such a row 12.',
  },
];

/** A short "How to play", in the app's own words (never the rule text's sentences). */
export const ROYAL_HOW_TO: readonly string[] = [
  'You need a standard deck with one joker, and two to five players. Each player starts with one of the four kings or the joker, face-up; the app can shuffle these for you.',
  'Every round the dealer lays out two cards more than there are players, two of them face-down. In turn order each player takes one card and adds it to the right end of their row; the dealer goes last and takes two. The last card is discarded.',
  'Careful with 3, 5, 7 and 9: taking one while two of them show in your row turns those two face-down.',
  'Whoever took the highest card deals next and picks last. Once someone has nine cards at the end of a round, rows are scored: royals for their suit, the joker for face-down cards, and runs of one suit or one rank. Tell the app each card as it is taken and it keeps the order, the deck and the scores.',
];
