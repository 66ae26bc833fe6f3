// The games' own terms in the reader's language, shared by a game's screens and the print page (which draws the
// same cards): the rules core names them by code (SUN, route 3), the words come from here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Parcel, Route } from '../rules/parcel';
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
