import { useEffect, useState } from 'preact/hooks';
import { formatWhen } from '../../app/format';
import { store } from '../../app/store';
import type { HistoryRecord } from '../../storage/types';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { readDetail, results } from './results';
import { ResultsView } from './ResultsView';
import { BASE, rematchSetup, startRelay } from './start';
import './relay.css';

/** A finished game, read back from history: results, share, and a one-tap rematch with the same seats. */
export function Result({ id }: { id: string }) {
  const [record, setRecord] = useState<HistoryRecord | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    store()
      .getHistory(id)
      .then((r) => setRecord(r ?? null))
      .catch(() => setRecord(null));
  }, [id]);
  const detail = record ? readDetail(record.detail) : null;
  if (!detail) {
    return (
      <Screen title="Pattern Relay">
        <p aria-live="polite">{record === undefined ? 'Opening the results…' : 'These results are not in the history (they may have been deleted).'}</p>
        <a class="btn" href={BASE}>New game</a>
      </Screen>
    );
  }
  const rematch = () => startRelay(rematchSetup(detail.setup)).catch(() => setError('The rematch could not be saved on this device. Try again.'));
  return (
    <Screen
      title="Pattern Relay"
      where={`Results · saved to history · ${formatWhen(record!.finishedAt)}`}
      footer={
        <Button variant="primary" onClick={() => void rematch()}>
          Rematch, same seats
        </Button>
      }
    >
      <ErrorNotice message={error} />
      <ResultsView r={results(detail.setup.players, detail.rounds)} when={formatWhen(record!.finishedAt)} />
      <div class="row relay" style={{ marginTop: '1rem' }}>
        <a class="btn" href="/history">Past games</a>
        <a class="btn" href={BASE}>New game</a>
      </div>
    </Screen>
  );
}
