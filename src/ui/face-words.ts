import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import type { Colour, Face, Mark } from '../rules/faces';

const COLOUR_WORDS: Record<Colour, MessageDescriptor> = {
  orange: msg({ comment: 'a player colour', message: 'orange' }),
  sky: msg({ comment: 'a player colour', message: 'sky blue' }),
  green: msg({ comment: 'a player colour', message: 'green' }),
  yellow: msg({ comment: 'a player colour (dark: olive yellow)', message: 'yellow' }),
  blue: msg({ comment: 'a player colour', message: 'blue' }),
  vermillion: msg({ comment: 'a player colour', message: 'vermillion' }),
  purple: msg({ comment: 'a player colour (reddish purple)', message: 'purple' }),
  ink: msg({ comment: 'a player colour: black in the light theme, white in the dark one', message: 'ink' }),
  wine: msg({ comment: 'a player colour (dark red)', message: 'wine red' }),
  indigo: msg({ comment: 'a player colour', message: 'indigo' }),
  brown: msg({ comment: 'a player colour', message: 'brown' }),
  grey: msg({ comment: 'a player colour', message: 'grey' }),
};

const MARK_WORDS: Record<Mark, MessageDescriptor> = {
  circle: msg({ comment: 'a player mark (shape)', message: 'circle' }),
  square: msg({ comment: 'a player mark (shape)', message: 'square' }),
  triangle: msg({ comment: 'a player mark (shape), pointing up', message: 'triangle' }),
  diamond: msg({ comment: 'a player mark (shape)', message: 'diamond' }),
  star: msg({ comment: 'a player mark (shape)', message: 'star' }),
  hexagon: msg({ comment: 'a player mark (shape)', message: 'hexagon' }),
  plus: msg({ comment: 'a player mark (shape)', message: 'plus' }),
  cross: msg({ comment: 'a player mark (shape): an X', message: 'cross' }),
  heart: msg({ comment: 'a player mark (shape)', message: 'heart' }),
  pentagon: msg({ comment: 'a player mark (shape)', message: 'pentagon' }),
  down: msg({ comment: 'a player mark (shape): a triangle pointing down', message: 'down triangle' }),
  moon: msg({ comment: 'a player mark (shape): a crescent moon', message: 'moon' }),
};

export const colourName = (c: Colour): string => i18n._(COLOUR_WORDS[c]);
export const markName = (m: Mark): string => i18n._(MARK_WORDS[m]);
/** "orange circle": a face in words, for screen readers and the result card's description. */
export function faceWords({ colour, mark }: Face): string {
  const [c, m] = [colourName(colour), markName(mark)];
  return t({ comment: 'a player colour and mark, e.g. "orange circle"', message: `${c} ${m}` });
}
