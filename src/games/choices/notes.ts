import { plural, t } from '@lingui/core/macro';
import {
  CHOICES_AWARDS,
  CHOICES_PERFECT_BONUS,
  CHOICES_PER_ZONE,
  CHOICES_TILES,
  CHOICES_TILE_POINTS,
  CHOICES_TIMINGS,
} from '../../rules/choices';
import { RULES_LIMITS } from '../../rules/common';
import { orList } from '../../text/words';
import type { RuleNote } from '../../ui/RulesNotes';
import { zoneName } from './words';

const s = (ms: number) => ms / 1000;

/** RULINGS C1-C10 in the app's own words, in the app's language (worded when shown). */
export function choicesNotes(): RuleNote[] {
  const { min, max } = RULES_LIMITS.choices;
  const author = s(CHOICES_TIMINGS.authorMs);
  const reader = s(CHOICES_TIMINGS.readerMs);
  const revealMax = s(CHOICES_TIMINGS.revealMaxMs);
  const revealMin = s(CHOICES_TIMINGS.revealMinMs);
  const pick = zoneName('pick');
  const tile = CHOICES_TILE_POINTS;
  const bonus = CHOICES_PERFECT_BONUS;
  const awards = orList(CHOICES_AWARDS);
  // C5: every tile but the anchor counts.
  const counted = CHOICES_TILES - 1;
  return [
    {
      id: 'C1',
      text: t`${min} to ${max} players. The app shuffles who writes when; each player writes one pattern, one round each.`,
    },
    {
      id: 'C2',
      text: plural(CHOICES_TILES, {
        6: 'Each round has a fresh prompt with six different tiles from the app’s own deck, never twice in a game. No answer is correct.',
        other:
          'Each round has a fresh prompt with # different tiles from the app’s own deck, never twice in a game. No answer is correct.',
      }),
    },
    {
      id: 'C3',
      text: plural(CHOICES_PER_ZONE, {
        2: `The author has ${author} s to put two tiles in each zone and lock them, naming one ${pick} tile as the anchor. Too slow: nobody scores and the turn is spent.`,
        one: `The author has ${author} s to put # tile in each zone and lock them, naming one ${pick} tile as the anchor. Too slow: nobody scores and the turn is spent.`,
        other: `The author has ${author} s to put # tiles in each zone and lock them, naming one ${pick} tile as the anchor. Too slow: nobody scores and the turn is spent.`,
      }),
    },
    {
      id: 'C4',
      text: t`Each reader has ${reader} s to rebuild the pattern around the fixed anchor, and confirms once. Out of time scores 0.`,
    },
    {
      id: 'C5',
      text: plural(counted, {
        5: `Five tiles count (not the anchor): ${tile} each, plus ${bonus} for all five. So a reader scores ${awards}.`,
        other: `# tiles count (not the anchor): ${tile} each, plus ${bonus} for all #. So a reader scores ${awards}.`,
      }),
    },
    {
      id: 'C6',
      text: t`The author scores the middle reader score, zeros included; with an even count, halfway between the middle two.`,
    },
    {
      id: 'C7',
      text: t`The reveal stays up to ${revealMax} s, skippable after ${revealMin}: pattern, anchor, every guess and match, who missed out, all scores.`,
    },
    {
      id: 'C8',
      text: t`Clocks are end times: a reload or a closed app comes back to the real time left, or to the timeout. No round scores twice.`,
    },
    {
      id: 'C9',
      text: t`Readers go one by one, each with a full ${reader} s, after a hand-over screen that hides everything secret.`,
    },
    {
      id: 'C10',
      text: t`No hints, words or gestures before the reveal. Highest total wins; tied leaders share the win.`,
    },
  ];
}
