import './catalog';
import { plural, t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { gameById } from '../../games/registry';
import { historyCsv } from '../../platform/csv';
import { describeRestore, restoreFile } from '../../platform/restore';
import { store } from '../../platform/store';
import { appNow } from '../../platform/clock';
import { backupFile } from '../../storage/backup';

/** Hands a file to the browser's download. */
function saveFile(name: string, body: Blob): void {
  const url = URL.createObjectURL(body);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const today = () => new Date(appNow()).toISOString().slice(0, 10);

/** Save finished games and names to a file, bring them back on another device, or take the history to a spreadsheet. */
/** The restore's worker: the app's entry, which hands it the games' record checks. */
const startRestoreWorker = () => new Worker(new URL('../restore-worker.ts', import.meta.url), { type: 'module' });

export function BackupSection() {
  const message = useSignal<string | null>(null);
  const progress = useSignal<{ done: number; total: number } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // Set at once (a signal's re-render comes later): a second file chosen meanwhile starts nothing.
  const running = useRef(false);

  // On a small screen the status line (and a restore's bar) sit below the buttons: bring them into sight.
  const inSight = () => requestAnimationFrame(() => status.current?.scrollIntoView?.({ block: 'nearest' }));

  const save = async () => {
    message.value = t`Writing the backup file…`;
    inSight();
    try {
      const { file, games } = await backupFile(store(), appNow());
      saveFile(`tableside-backup-${today()}.json`, file);
      message.value = plural(games, {
        one: 'Saved # finished game to a file.',
        other: 'Saved # finished games to a file.',
      });
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      message.value = t`The backup file could not be written (${why}). Nothing was changed.`;
    }
  };

  const exportCsv = async () => {
    const csv = await historyCsv(store(), (r) => gameById(r.game).name);
    saveFile(`tableside-history-${today()}.csv`, new Blob([csv], { type: 'text/csv' }));
    message.value = t`Saved the history as a spreadsheet file (CSV), one row per player per game. Its dates and numbers are written the same in every language (2026-12-04T19:30:00.000Z, 12.5), so any spreadsheet reads them.`;
  };

  const restore = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file || running.current) return;
    running.current = true;
    message.value = t`Reading the file…`;
    progress.value = { done: 0, total: 1 };
    inSight();
    try {
      const report = await restoreFile(
        store(),
        file,
        (done, total) => {
          message.value = t`Adding the games…`;
          progress.value = { done, total };
        },
        startRestoreWorker,
      );
      message.value = describeRestore(report);
    } catch (err) {
      message.value = err instanceof Error ? err.message : t`The file could not be read.`;
    } finally {
      running.current = false;
      progress.value = null;
      input.value = '';
    }
  };

  const busy = progress.value !== null;
  return (
    <section class="card stack" aria-labelledby="backup-h">
      <h2 id="backup-h">{t`Back up`}</h2>
      <p>{t`Keep a copy of your finished games and player names as a file, or bring one in from another device.`}</p>
      <div class="row">
        <button type="button" class="btn" onClick={() => void save()}>
          {t`Save a backup file`}
        </button>
        {/* The file input is the control; its label is the button people see, dimmed with it while a restore runs. */}
        <label class="btn" data-disabled={busy || undefined}>
          {t`Restore from a file`}
          <input
            type="file"
            accept="application/json,.json"
            class="visually-hidden"
            disabled={busy}
            onChange={(e) => void restore(e.currentTarget)}
          />
        </label>
        <button type="button" class="btn btn-quiet" onClick={() => void exportCsv()}>
          {t`Save history as a spreadsheet (CSV)`}
        </button>
      </div>
      {progress.value && (
        <progress max={progress.value.total} value={progress.value.done} aria-label={t`Restoring games`} />
      )}
      <p role="status" ref={status}>
        {message.value}
      </p>
    </section>
  );
}
