import { t } from '@lingui/core/macro';
import { PARCEL_LAPS, parcelSetsBest } from '../../rules/parcel';
import { parcelWord } from '../../ui/terms';
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
  const laps = PARCEL_LAPS;
  const [sun, moon, leaf, key] = [parcelWord('SUN'), parcelWord('MOON'), parcelWord('LEAF'), parcelWord('KEY')];
  return (
    <section class="stack" aria-labelledby="parcel-count-h">
      <h2 id="parcel-count-h" tabIndex={-1}>
        {t`${laps} laps played: count the complete hands`}
      </h2>
      <p>{t`How many players hold one ${sun}, one ${moon}, one ${leaf} and one ${key}?`}</p>
      <div class="row pp-count">
        {Array.from({ length: n + 1 }, (_, k) => (
          <Button key={k} onClick={() => act({ t: 'score', at: appNow(), complete: k })}>
            {t`${k} of ${n}`}
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
  const [score, swaps, laps, bestSwaps] = [
    end.score,
    swapsWord(s.swaps),
    PARCEL_LAPS,
    best == null ? '' : swapsWord(best),
  ];
  return (
    <section class="stack" aria-labelledby="parcel-over-h">
      <h2 id="parcel-over-h" tabIndex={-1}>
        {end.complete ? t`Complete parade!` : t`Group score: ${score} of ${n}`}
      </h2>
      <p class="pp-lead">
        {end.complete
          ? s.turn === 0
            ? t`Every hand was complete straight from the deal: the parade ends with no swaps.`
            : t`Every hand holds all four symbols, after ${swaps}.`
          : t`After ${laps} laps ${score} of ${n} hands are complete; ${swaps} used.`}
      </p>
      <ul>
        {parcelLines(detail).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {newBest && <p class="notice">{t`New personal best for ${n} players!`}</p>}
      {!newBest && best != null && fair && <p class="muted">{t`Personal best for ${n} players: ${bestSwaps}.`}</p>}
      <ShareSheet title="Parcel Parade" sheet={shareLines(c.setup.names, detail)} label={t`Share the result`} />
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
          {t`See it in history`}
        </a>
      )}
    </>
  );
}
