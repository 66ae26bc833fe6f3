import type { HistoryRecord } from '../storage/types';
import { seatScore } from '../storage/summaries';

/**
 * BG Stats' public play-import address. The only outside address the app
 * knows; it is a link the user taps, never a request the app makes.
 */
export const BG_STATS_IMPORT = 'https://app.bgstatsapp.com/createPlay.html?data=';

const pad = (n: number) => String(n).padStart(2, '0');
function localStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The play in BG Stats' import shape; Parcel Parade is cooperative (one group score). */
export function bgStatsPlay(r: HistoryRecord, gameName: string) {
  const cooperative = r.scores.length !== r.players.length;
  return {
    sourceName: 'Tableside',
    playDate: localStamp(r.finishedAt),
    game: { name: gameName, sourceGameId: `tableside-${r.game}`, highestWins: true, cooperative },
    players: r.players.map((name, seat) => ({
      name,
      sourcePlayerId: name,
      score: seatScore(r, seat),
      winner: r.winners.includes(seat),
      seatOrder: seat + 1,
    })),
  };
}

export function bgStatsLink(r: HistoryRecord, gameName: string): string {
  return BG_STATS_IMPORT + encodeURIComponent(JSON.stringify(bgStatsPlay(r, gameName)));
}
