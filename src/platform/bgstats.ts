import type { HistoryRecord } from '../storage/types';
import { seatScore } from '../storage/summaries';

/**
 * BG Stats' public play-import address. The only outside address the app
 * knows; it is a link the user taps, never a request the app makes.
 * Field names follow BG Stats' "Push plays to BG Stats from other apps or
 * websites" page (bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites):
 * sourceName, sourcePlayId, playDate, game {name, sourceGameId, highestWins,
 * noPoints}, players [{name, sourcePlayerId, score, winner, rank}].
 */
export const BG_STATS_IMPORT = 'https://app.bgstatsapp.com/createPlay.html?data=';

const pad = (n: number) => String(n).padStart(2, '0');
/** "yyyy-MM-dd HH:mm:ss" in UTC, the form of the page's example. */
function playDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * The play in BG Stats' import shape. In a game with a score per seat each
 * player gets a rank (1 + how many scored more); Parcel Parade is cooperative
 * (one group score for everyone, no rank), won together by a complete parade.
 */
function bgStatsPlay(r: HistoryRecord, gameName: string) {
  const cooperative = r.scores.length !== r.players.length;
  const groupWon = cooperative && (r.detail as { complete?: unknown } | null)?.complete === true;
  return {
    sourceName: 'Tableside',
    sourcePlayId: r.id,
    playDate: playDate(r.finishedAt),
    game: { name: gameName, sourceGameId: `tableside-${r.game}`, highestWins: true, noPoints: false },
    players: r.players.map((name, seat) => {
      const score = seatScore(r, seat);
      const rank = cooperative || score === undefined ? undefined : 1 + r.scores.filter((s) => s > score).length;
      return {
        name,
        sourcePlayerId: name,
        score,
        winner: groupWon || r.winners.includes(seat),
        ...(rank === undefined ? {} : { rank }),
      };
    }),
  };
}

export function bgStatsLink(r: HistoryRecord, gameName: string): string {
  return BG_STATS_IMPORT + encodeURIComponent(JSON.stringify(bgStatsPlay(r, gameName)));
}
