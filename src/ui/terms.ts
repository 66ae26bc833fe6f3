// The games' own terms in the reader's language, shared by a game's screens and the print page (which draws the
// same cards): the rules core names them by code (SUN, route 3), the words come from here.
import type { MessageDescriptor } from '@lingui/core';
import { msg, select, t } from '@lingui/core/macro';
import type { Parcel, Route } from '../rules/parcel';
import type { Motif, Texture } from '../rules/relay-deck';
import type { Rank, Suit } from '../rules/royal';
import { i18n } from '../text/i18n';

const PARCEL_WORDS: Record<Parcel, MessageDescriptor> = {
  SUN: msg({ comment: 'Parcel Parade card symbol, printed in capitals', message: 'SUN' }),
  MOON: msg({ comment: 'Parcel Parade card symbol, printed in capitals', message: 'MOON' }),
  LEAF: msg({ comment: 'Parcel Parade card symbol, printed in capitals', message: 'LEAF' }),
  KEY: msg({ comment: 'Parcel Parade card symbol, printed in capitals', message: 'KEY' }),
};

/** A Parcel Parade symbol as the cards print it: "SUN", "SONNE". */
export const parcelWord = (p: Parcel): string => i18n._(PARCEL_WORDS[p]);

const ROUTE_WORDS: Record<Route, MessageDescriptor> = {
  1: msg({ comment: 'Parcel Parade route card 1: trade one seat clockwise', message: 'clockwise one' }),
  2: msg({ comment: 'Parcel Parade route card 2: trade one seat counterclockwise', message: 'counterclockwise one' }),
  3: msg({ comment: 'Parcel Parade route card 3: trade two seats clockwise', message: 'clockwise two' }),
  4: msg({ comment: 'Parcel Parade route card 4: trade two seats counterclockwise', message: 'counterclockwise two' }),
};

/** A route card's name (P2): "clockwise one". */
export const routeName = (r: Route): string => i18n._(ROUTE_WORDS[r]);

const MOTIF_WORDS: Record<Motif, MessageDescriptor> = {
  SUN: msg({ context: 'Pattern Relay motif', comment: 'printed in capitals on the tiles', message: 'SUN' }),
  LEAF: msg({ context: 'Pattern Relay motif', comment: 'printed in capitals on the tiles', message: 'LEAF' }),
  KEY: msg({ context: 'Pattern Relay motif', comment: 'printed in capitals on the tiles', message: 'KEY' }),
};
const TEXTURE_WORDS: Record<Texture, MessageDescriptor> = {
  DOTS: msg({ context: 'Pattern Relay texture', comment: 'printed in capitals on the tiles', message: 'DOTS' }),
  LINES: msg({ context: 'Pattern Relay texture', comment: 'printed in capitals on the tiles', message: 'LINES' }),
  WAVES: msg({ context: 'Pattern Relay texture', comment: 'printed in capitals on the tiles', message: 'WAVES' }),
  RINGS: msg({ context: 'Pattern Relay texture', comment: 'printed in capitals on the tiles', message: 'RINGS' }),
};

/** A Pattern Relay tile's motif and texture as the tiles print them: "SUN", "DOTS". */
export const motifWord = (m: Motif): string => i18n._(MOTIF_WORDS[m]);
export const textureWord = (x: Texture): string => i18n._(TEXTURE_WORDS[x]);

/** A face as the rules core names it ("SUN/DOTS"), in words: "SUN/DOTS", "SONNE/PUNKTE". */
export function faceWord(face: string): string {
  const [m, x] = face.split('/') as [Motif, Texture];
  return m in MOTIF_WORDS && x in TEXTURE_WORDS ? `${motifWord(m)}/${textureWord(x)}` : face;
}

// Royal Draft's playing cards: ranks and suits are game terms, each language has its own. Numbered ranks are
// their numbers. The rules core names a card by its code ("QH"); the game and the printed cards say it from here.
const RANK_WORDS: Partial<Record<Rank, MessageDescriptor>> = {
  A: msg({ comment: 'playing card rank', message: 'Ace' }),
  J: msg({ comment: 'playing card rank', message: 'Jack' }),
  Q: msg({ comment: 'playing card rank', message: 'Queen' }),
  K: msg({ comment: 'playing card rank', message: 'King' }),
};
const SUIT_WORDS: Record<Suit, MessageDescriptor> = {
  C: msg({ comment: 'playing card suit, the suit as a whole', message: 'clubs' }),
  D: msg({ comment: 'playing card suit, the suit as a whole', message: 'diamonds' }),
  H: msg({ comment: 'playing card suit, the suit as a whole', message: 'hearts' }),
  S: msg({ comment: 'playing card suit, the suit as a whole', message: 'spades' }),
};

/** A rank in words: "Ace", "7", "Queen". */
export function rankName(r: Rank): string {
  const d = RANK_WORDS[r];
  return d ? i18n._(d) : r;
}

/** A suit in words: "hearts". */
export const suitName = (s: Suit): string => i18n._(SUIT_WORDS[s]);

/** The joker's name: "Joker". */
export const jokerName = (): string => t({ comment: 'the playing card', message: 'Joker' });

/** A card (not the joker) in words: "7 of clubs", "Queen of hearts", "Kreuz 7". */
export function playingCardName(r: Rank, suit: Suit): string {
  const rank = rankName(r);
  return select(suit, {
    C: `${rank} of clubs`,
    D: `${rank} of diamonds`,
    H: `${rank} of hearts`,
    other: `${rank} of spades`,
  });
}
