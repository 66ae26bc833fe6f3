import { t } from '@lingui/core/macro';
import { useState } from 'preact/hooks';
import { navigate } from '../../platform/router';
import { store } from '../../platform/store';
import { scoreRoyalRow } from './core';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { useResource } from '../../ui/resource';
import { FinalScores } from './FinalScores';
import { detailEndWords, readDetail, seriesTotals } from './finish';
import { NotFound } from '../NotFound';
import { finishedPath, gamePath, playPath } from '../../platform/paths';
import { startRoyal } from './start';

const savedWhere = (play: number): string => t`Saved to history · play ${play} of this series`;

/** A saved game: scores, series totals, and a rematch at the same seats. */
export function Result({ id }: { id: string }) {
  const saved = useResource(
    () =>
      store()
        .getHistory(id)
        .then((r) => (r && r.game === 'royal' ? { r, d: readDetail(r.detail, r.players) } : null)),
    [id],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const rec = saved.value.value;
  if (saved.loading.value)
    return (
      <Screen title="Royal Draft">
        <p aria-live="polite">{t`Loading the result…`}</p>
      </Screen>
    );
  if (!rec || rec.d === null)
    return (
      <NotFound
        title="Royal Draft"
        game="royal"
        message={t`This result is not in the history (it may have been deleted).`}
      />
    );
  const d = rec.d;
  const rematch = async () => {
    const totals = d.rows.map((r) => scoreRoyalRow(r).total);
    try {
      const next = await startRoyal({
        players: d.setup.players,
        seriesId: d.setup.seriesId,
        seriesGame: d.setup.seriesGame + 1,
        seriesBefore: seriesTotals(d.setup, totals),
      });
      navigate(playPath('royal', next));
    } catch {
      setProblem(t`The rematch could not be saved on this device. Try again.`);
    }
  };
  return (
    <Screen
      title="Royal Draft"
      where={savedWhere(d.setup.seriesGame)}
      footer={
        <>
          <ErrorNotice message={problem} />
          <Button variant="primary" onClick={rematch}>
            {t`Rematch, same seats`}
          </Button>
        </>
      }
    >
      <FinalScores
        setup={d.setup}
        rows={d.rows}
        rounds={d.rounds}
        end={detailEndWords(d, d.setup.players)}
        at={rec.r.finishedAt}
      />
      <p class="muted">{t`A rematch keeps adding to the series totals.`}</p>
      <div class="row">
        <a class="btn" href={gamePath('royal')}>
          {t`New players`}
        </a>
        <a class="btn" href={finishedPath(rec.r.id)}>
          {t`In history`}
        </a>
      </div>
    </Screen>
  );
}
