// Pattern of Choices in words: the rules core's machine decides (codes and
// facts), this file says it, on the phone; the online table's own refusals are
// worded in online/words.ts, fetched only with online play.
// Tile ids are "0".."5"; a tile is named by its text in the round.
import { CHOICES_PER_ZONE, CHOICES_TIMINGS, ZONE_NAMES } from '../../rules/choices';
import type { ChoicesPatternIssue, Zone } from '../../rules/choices';
import type { RulesRefusal } from '../../rules/common';
import type { ChoicesSetup, Phase } from '../../rules/choices';
import { plural } from '../../text/words';

const seconds = (ms: number) => Math.round(ms / 1000);
export const AUTHOR_SECONDS = seconds(CHOICES_TIMINGS.authorMs);
export const READER_SECONDS = seconds(CHOICES_TIMINGS.readerMs);

/** The first thing still stopping a draft sort, said to the player sorting (C3/C4). */
export function issueWords(issue: ChoicesPatternIssue): string {
  switch (issue.code) {
    case 'choices/unsorted':
      return `${plural(issue.facts.tiles.length, 'tile')} still to sort.`;
    case 'choices/zone-count':
      return `Put exactly ${issue.facts.needed} tiles in each zone: ${ZONE_NAMES[issue.facts.zone]} has ${issue.facts.count}.`;
    case 'choices/tile-count':
      return `The sort needs ${issue.facts.needed} tiles; it has ${issue.facts.count}.`;
    case 'choices/foreign-tiles':
    case 'choices/unknown-zone':
      return 'Some tiles are not part of this round: sort the six tiles shown.';
  }
}

/** A zone's name and its count, e.g. "Pick first" and "1 of 2" (with "one too many" past the size). */
export function zoneWords(zone: Zone | null, count: number, size: number): { title: string; count: string } {
  if (zone === null) return { title: 'Still to sort', count: `${count} left` };
  return { title: ZONE_NAMES[zone], count: `${count} of ${size}${count > size ? ', one too many' : ''}` };
}

const NOT_NOW: Partial<Record<Phase['k'], string>> = {
  order: 'The game has not started yet.',
  done: 'The game is over.',
  reveal: 'The round is being revealed.',
  gate: 'The device is being handed on: tap “I am …” first.',
  anchor: 'The anchor is being shown to everyone.',
};

function notNow(phase: unknown, fallback: string): string {
  return (typeof phase === 'string' && NOT_NOW[phase as Phase['k']]) || fallback;
}

/** Words a refusal from the phase machine or the rules core for the players at the table. */
export function describeChoices(refusal: RulesRefusal, setup: ChoicesSetup): string {
  return choicesWords(refusal.code, refusal.facts as Record<string, unknown>, (round) => setup.prompts[round]?.tiles);
}

/** Words a refusal's code and facts; `tilesOf` gives a round's tile texts, to name a tile. */
export function choicesWords(
  code: string,
  f: Record<string, unknown>,
  tilesOf: (round: number) => readonly string[] | undefined,
): string {
  switch (code) {
    case 'choices/reveal-wait':
      return `Everyone gets a look first: you can go on in ${String(f.seconds)} s.`;
    case 'choices/nothing-next':
      return `There is nothing to move on to from here. ${notNow(f.phase, '')}`.trim();
    case 'choices/no-gate':
      return 'Nobody is being handed the device right now.';
    case 'choices/not-in-turn':
      return `Tiles can only be moved during a turn. ${notNow(f.phase, '')}`.trim();
    case 'choices/too-late':
      return 'Time is up: that move came too late.';
    case 'choices/no-such-tile':
      return 'There is no such tile or zone in this round.';
    case 'choices/anchor-locked': {
      const round = Number(f.round);
      const tile = Number.isInteger(round) ? tilesOf(round)?.[Number(f.tile)] : undefined;
      return `The anchor${tile ? `, ${tile},` : ''} stays in ${ZONE_NAMES.pick}.`;
    }
    case 'choices/not-author-turn':
      return 'Only the author can lock a pattern, during their turn.';
    case 'choices/not-reader-turn':
      return 'A prediction can only be confirmed during a reader’s turn.';
    case 'choices/bad-sort': {
      const first = (f.issues as ChoicesPatternIssue[] | undefined)?.[0];
      return first ? issueWords(first) : `Put exactly ${CHOICES_PER_ZONE} tiles in each zone.`;
    }
    case 'choices/anchor-not-pick':
      return `The anchor must be one of your ${ZONE_NAMES.pick} tiles.`;
    case 'choices/not-due':
      return 'The time is not up yet.';
    case 'choices/no-time':
      return 'That step has no valid time; try again.';
    case 'choices/unknown-action':
      return 'That step is not part of this game.';
    case 'choices/not-your-turn':
      return f.phase === 'author'
        ? 'Only this round’s author sorts now; wait for the readers’ turn.'
        : 'The author does not read their own pattern.';
    case 'choices/already-locked':
      return 'Your answer is already locked in; it counts once.';
    case 'choices/player-count':
      return `The game needs ${String(f.min)} to ${String(f.max)} players; there are ${String(f.count)}.`;
    default:
      return 'That move is not allowed here.';
  }
}
