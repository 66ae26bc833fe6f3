// What a rebuild from the second copy says: what came back, and each game it could not give back, named as far as
// the copy still tells (a game and a date). Fetched only when there is such a notice to show.
import { gameById } from '../../games/registry';
import type { RebuildReport } from '../../storage/recover';
import { intlLocale } from '../../text/i18n';
import { andList, plural } from '../../text/words';

type Loss = RebuildReport['lost'][number];

/** "Royal Draft, Dec 3", "a Royal Draft game in progress", or "a game" when the copy no longer tells. */
function named(l: Loss): string {
  const game = l.game ? gameById(l.game).name : null;
  if (l.kind === 'session') return game ? `a ${game} game in progress` : 'a game in progress';
  if (!game) return 'a finished game';
  const day = l.when === undefined ? null : new Date(l.when).toLocaleDateString(intlLocale(), { dateStyle: 'medium' });
  return day ? `${game}, ${day}` : game;
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One sentence for each kind of loss; the unreadable ones counted by kind. */
function lossSentences(lost: Loss[]): string[] {
  const out: string[] = [];
  for (const kind of ['session', 'history'] as const) {
    const unknown = lost.filter((l) => l.what === 'unreadable' && l.kind === kind && l.back).length;
    if (unknown > 0) {
      const entries = plural(unknown, 'entry', 'entries');
      const of = kind === 'session' ? 'the games in progress' : 'the finished games';
      out.push(
        `${entries} for ${of} could not be read from the second copy: a game may be missing, or one you had deleted may have come back.`,
      );
    }
    const unreadable = lost.filter((l) => l.what === 'unreadable' && l.kind === kind && !l.back);
    if (unreadable.length === 0) continue;
    const what =
      kind === 'session'
        ? plural(unreadable.length, 'game in progress', 'games in progress')
        : plural(unreadable.length, 'finished game', 'finished games');
    const verb = unreadable.length === 1 ? 'was' : 'were';
    out.push(`${what} could not be read from the second copy and ${verb} left out: ${andList(unreadable.map(named))}.`);
  }
  for (const l of lost) {
    if (l.what === 'earlier' && l.kind === 'session') {
      const at = l.step === undefined ? '' : ` at step ${l.step}`;
      const newest = l.lost === undefined ? 'its newest save' : `its newest save, step ${l.lost},`;
      out.push(
        l.back
          ? `${upper(named(l))} came back${at}: the entry after it (a newer save, or its discarding) could not be read.`
          : `${upper(named(l))} came back${at}: ${newest} could not be read.`,
      );
    } else if (l.what === 'earlier') {
      out.push(`${upper(named(l))} came back as it was before its last correction, which could not be read.`);
    } else if (l.what === 'deletion' && l.back) {
      out.push(
        `${upper(named(l))} came back, but the entry after it could not be read: if you had deleted it, delete it again.`,
      );
    } else if (l.what === 'deletion' && l.id !== undefined) {
      out.push(`${upper(named(l))} was left out: the second copy says it was deleted, but that entry is damaged.`);
    } else if (l.what === 'deletion') {
      out.push('A deletion in the second copy could not be read: a game you deleted may have come back.');
    }
  }
  return out;
}

/** The whole notice: what came back, then how many games could not be given back as saved, and which. */
export function rebuiltInWords(r: RebuildReport): string {
  const what = [
    r.sessions > 0 && plural(r.sessions, 'game in progress', 'games in progress'),
    r.history > 0 && plural(r.history, 'finished game', 'finished games'),
  ].filter((w): w is string => !!w);
  const parts = [
    `The browser had lost this app's saved games. Tableside rebuilt them from its second copy on this device: ${what.length ? andList(what) : 'nothing could be read'}.`,
  ];
  if (r.lost.length > 0) {
    const n = r.lost.length;
    parts.push(
      `${plural(n, 'saved game', 'saved games')} could not be given back as ${n === 1 ? 'it was' : 'they were'} saved.`,
      ...lossSentences(r.lost),
    );
  }
  if (r.namesLost) parts.push('Remembered player names were not in the copy.');
  return parts.join(' ');
}
