import type { RecordKind } from '../../storage/record-kind';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What storage counts of a finished Royal Draft game beyond every game's counts: its place in its series. */
export const royalRecordKind: RecordKind = {
  game: 'royal',
  /** From the second play on (the first has nothing to add up): the running totals after it. */
  seriesPlay(r) {
    const setup = isObj(r.detail) ? r.detail.setup : undefined;
    if (!isObj(setup)) return null;
    const { seriesId: series, seriesGame: play, seriesBefore: before } = setup;
    if (typeof series !== 'string' || !series || typeof play !== 'number' || !Number.isInteger(play) || play < 2)
      return null;
    if (!Array.isArray(before)) return null;
    const totals = r.players.map((_, i) => (r.scores[i] ?? 0) + (Number(before[i]) || 0));
    return { series, play: { id: r.id, at: r.finishedAt, play, players: [...r.players], totals } };
  },
};
