import { parcelSetsBest } from '../../rules/parcel';
import { appNow } from '../../platform/clock';
import { FinishLine } from '../finish';
import { Button } from '../../ui/Button';
import { ShareSheet } from '../../ui/ShareSheet';
import { parcelDetail, parcelRecord, shareLines } from './history';
import { parcelLines } from './record-words';
import { useBestSwaps } from './useBestSwaps';
import type { ParcelController } from './types';
import type { ParcelAction } from './session';
import { swapsWord } from './words';
import { finishedPath } from '../../platform/paths';

/** P6 without tracked hands: the table counts the complete hands after lap 4. */
export function ScoreEntry({ c, act }: { c: ParcelController; act: (a: ParcelAction) => void }) {
  const n = c.setup.names.length;
  return (
    <section class="stack" aria-labelledby="parcel-count-h">
      <h2 id="parcel-count-h" tabIndex={-1}>
        Four laps played: count the complete hands
      </h2>
      <p>How many players hold one SUN, one MOON, one LEAF and one KEY?</p>
      <div class="row pp-count">
        {Array.from({ length: n + 1 }, (_, k) => (
          <Button key={k} onClick={() => act({ t: 'score', at: appNow(), complete: k })}>
            {k} of {n}
          </Button>
        ))}
      </div>
    </section>
  );
}

/** P5/P6: the result, the comparison and the personal best, with the result to share. */
export function GameOver({ c }: { c: ParcelController }) {
  const s = c.state.value;
  const n = c.setup.names.length;
  const end = s.end ?? { complete: false, score: 0 };
  const detail = parcelDetail(c.setup, s);
  // P5/P7: a variant, a replayed lap or a complete deal with nothing played never sets a best.
  const fair = parcelSetsBest(c.setup.variant, s.replayed, s.turn);
  // Read once this game is saved, without it: the save and the read never race (P7).
  const saved = c.finished.value;
  const best = useBestSwaps(n, { saved, record: () => ({ ...parcelRecord(c.setup, s, 0), id: saved ?? '' }) });
  const newBest = fair && end.complete && best !== undefined && (best === null || s.swaps < best);
  return (
    <section class="stack" aria-labelledby="parcel-over-h">
      <h2 id="parcel-over-h" tabIndex={-1}>
        {end.complete ? 'Complete parade!' : `Group score: ${end.score} of ${n}`}
      </h2>
      <p class="pp-lead">
        {end.complete
          ? s.turn === 0
            ? 'Every hand was complete straight from the deal: the parade ends with no swaps.'
            : `Every hand holds all four symbols, after ${swapsWord(s.swaps)}.`
          : `After four laps ${end.score} of ${n} hands are complete; ${swapsWord(s.swaps)} used.`}
      </p>
      <ul>
        {parcelLines(detail).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {newBest && <p class="notice">New personal best for {n} players!</p>}
      {!newBest && best != null && fair && (
        <p class="muted">
          Personal best for {n} players: {swapsWord(best)}.
        </p>
      )}
      <ShareSheet title="Parcel Parade" sheet={shareLines(c.setup.names, detail)} label="Share the result" />
    </section>
  );
}

/** The shared finish flow: saved to history on arrival, with an undo; then the way to the record. */
export function GameOverFooter({ c }: { c: ParcelController }) {
  const id = c.finished.value;
  return (
    <>
      <FinishLine c={c} over record={() => parcelRecord(c.setup, c.state.value, appNow())} />
      {id && (
        <a class="btn btn-primary" href={finishedPath(id)}>
          See it in history
        </a>
      )}
    </>
  );
}
