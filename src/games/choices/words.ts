// Pattern of Choices in words: the rules core's machine decides (codes and
// facts), this file says it, on the phone, in the app's language (the `t`
// macro; src/locales/<locale>/choices.po); the online table's own refusals are
// worded in online/words.ts, fetched only with online play.
// Tile ids are "0".."5"; a tile is named by its text in the round.
// Borrowed by online play (its own chunk): the words of this game's catalog come with it.
import './catalog';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { CHOICES_PER_ZONE, CHOICES_TIMINGS } from '../../rules/choices';
import type { ChoicesPatternIssue, Zone } from '../../rules/choices';
import type { RulesRefusal } from '../../rules/common';
import type { ChoicesSetup, Phase } from '../../rules/choices';
import { i18n } from '../../text/i18n';
import { promptWords } from './prompts';

const seconds = (ms: number) => Math.round(ms / 1000);
export const AUTHOR_SECONDS = seconds(CHOICES_TIMINGS.authorMs);
export const READER_SECONDS = seconds(CHOICES_TIMINGS.readerMs);

// The zones are game terms: each language has its own words for them.
const ZONE_WORDS: Record<Zone, MessageDescriptor> = {
  pick: msg({ comment: 'a zone of the board: the tiles the author would pick first', message: 'Pick first' }),
  reserve: msg({ comment: 'a zone of the board: the tiles kept for later', message: 'Keep in reserve' }),
  pass: msg({ comment: 'a zone of the board: the tiles the author passes on', message: 'Pass' }),
};
/** Short zone names on a tile's buttons. */
const ZONE_SHORT: Record<Zone, MessageDescriptor> = {
  pick: msg({ comment: 'short button for the zone "Pick first"', message: 'Pick' }),
  reserve: msg({ comment: 'short button for the zone "Keep in reserve"', message: 'Keep' }),
  pass: msg({ comment: 'short button for the zone "Pass"', message: 'Pass' }),
};

/** A zone's name: "Pick first", "Keep in reserve", "Pass". */
export const zoneName = (z: Zone): string => i18n._(ZONE_WORDS[z]);
/** A zone's short name, on a tile's button: "Pick", "Keep", "Pass". */
export const zoneShort = (z: Zone): string => i18n._(ZONE_SHORT[z]);

/** The first thing still stopping a draft sort, said to the player sorting (C3/C4). */
export function issueWords(issue: ChoicesPatternIssue): string {
  switch (issue.code) {
    case 'choices/unsorted':
      return plural(issue.facts.tiles.length, { one: '# tile still to sort.', other: '# tiles still to sort.' });
    case 'choices/zone-count': {
      const zone = zoneName(issue.facts.zone);
      const count = issue.facts.count;
      return plural(issue.facts.needed, {
        one: `Put exactly # tile in each zone: ${zone} has ${count}.`,
        other: `Put exactly # tiles in each zone: ${zone} has ${count}.`,
      });
    }
    case 'choices/tile-count': {
      const count = issue.facts.count;
      return plural(issue.facts.needed, {
        one: `The sort needs # tile; it has ${count}.`,
        other: `The sort needs # tiles; it has ${count}.`,
      });
    }
    case 'choices/foreign-tiles':
    case 'choices/unknown-zone':
      return t`Some tiles are not part of this round: sort the six tiles shown.`;
  }
}

/** A zone's name and its count, e.g. "Pick first" and "1 of 2" (with "one too many" past the size). */
export function zoneWords(zone: Zone | null, count: number, size: number): { title: string; count: string } {
  if (zone === null) return { title: t`Still to sort`, count: t`${count} left` };
  return {
    title: zoneName(zone),
    count: count > size ? t`${count} of ${size}, one too many` : t`${count} of ${size}`,
  };
}

const NOT_NOW: Partial<Record<Phase['k'], MessageDescriptor>> = {
  order: msg`The game has not started yet.`,
  done: msg`The game is over.`,
  reveal: msg`The round is being revealed.`,
  gate: msg`The device is being handed on: tap “I am …” first.`,
  anchor: msg`The anchor is being shown to everyone.`,
};

/** Why not now, from the phase; '' when the phase says nothing more. */
function notNow(phase: unknown): string {
  const d = typeof phase === 'string' ? NOT_NOW[phase as Phase['k']] : undefined;
  return d ? i18n._(d) : '';
}

/** Words a refusal from the phase machine or the rules core for the players at the table. */
export function describeChoices(refusal: RulesRefusal, setup: ChoicesSetup): string {
  return choicesWords(refusal.code, refusal.facts as Record<string, unknown>, (round) => {
    const p = setup.prompts[round];
    return p && promptWords(p).tiles;
  });
}

/** Words a refusal's code and facts; `tilesOf` gives a round's tile texts, to name a tile. */
export function choicesWords(
  code: string,
  f: Record<string, unknown>,
  tilesOf: (round: number) => readonly string[] | undefined,
): string {
  switch (code) {
    case 'choices/reveal-wait': {
      const secs = String(f.seconds);
      return t`Everyone gets a look first: you can go on in ${secs} s.`;
    }
    case 'choices/nothing-next': {
      const why = notNow(f.phase);
      return why ? t`There is nothing to move on to from here. ${why}` : t`There is nothing to move on to from here.`;
    }
    case 'choices/no-gate':
      return t`Nobody is being handed the device right now.`;
    case 'choices/not-in-turn': {
      const why = notNow(f.phase);
      return why ? t`Tiles can only be moved during a turn. ${why}` : t`Tiles can only be moved during a turn.`;
    }
    case 'choices/too-late':
      return t`Time is up: that move came too late.`;
    case 'choices/no-such-tile':
      return t`There is no such tile or zone in this round.`;
    case 'choices/anchor-locked': {
      const round = Number(f.round);
      const tile = Number.isInteger(round) ? tilesOf(round)?.[Number(f.tile)] : undefined;
      const zone = zoneName('pick');
      return tile ? t`The anchor, ${tile}, stays in ${zone}.` : t`The anchor stays in ${zone}.`;
    }
    case 'choices/not-author-turn':
      return t`Only the author can lock a pattern, during their turn.`;
    case 'choices/not-reader-turn':
      return t`A prediction can only be confirmed during a reader’s turn.`;
    case 'choices/bad-sort': {
      const first = (f.issues as ChoicesPatternIssue[] | undefined)?.[0];
      return first
        ? issueWords(first)
        : plural(CHOICES_PER_ZONE, {
            one: 'Put exactly # tile in each zone.',
            other: 'Put exactly # tiles in each zone.',
          });
    }
    case 'choices/anchor-not-pick': {
      const zone = zoneName('pick');
      return t`The anchor must be one of your ${zone} tiles.`;
    }
    case 'choices/not-due':
      return t`The time is not up yet.`;
    case 'choices/no-time':
      return t`That step has no valid time; try again.`;
    case 'choices/unknown-action':
      return t`That step is not part of this game.`;
    case 'choices/not-your-turn':
      return f.phase === 'author'
        ? t`Only this round’s author sorts now; wait for the readers’ turn.`
        : t`The author does not read their own pattern.`;
    case 'choices/already-locked':
      return t`Your answer is already locked in; it counts once.`;
    case 'choices/player-count': {
      const min = String(f.min);
      const max = String(f.max);
      return plural(Number(f.count), {
        one: `The game needs ${min} to ${max} players; there is #.`,
        other: `The game needs ${min} to ${max} players; there are #.`,
      });
    }
    default:
      return t`That move is not allowed here.`;
  }
}
