import { useState } from 'preact/hooks';
import { importBackup, makeBackup, parseBackup } from '../../storage/backup';
import { store } from '../../platform/store';

/** Save finished games and names to a file, and bring them back on another device. */
export function BackupSection() {
  const [message, setMessage] = useState<string | null>(null);

  const save = async () => {
    const backup = await makeBackup(store(), Date.now());
    const url = URL.createObjectURL(new Blob([JSON.stringify(backup)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `tableside-backup-${new Date().toISOString().slice(0, 10)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setMessage(`Saved ${backup.history.length} finished game${backup.history.length === 1 ? '' : 's'} to a file.`);
  };

  const restore = async (file: File | undefined) => {
    if (!file) return;
    try {
      const parsed = parseBackup(await file.text());
      const added = await importBackup(store(), parsed);
      const skipped = parsed.skipped ? ` ${parsed.skipped} item(s) in the file could not be read and were left out.` : '';
      setMessage(`Added ${added} finished game${added === 1 ? '' : 's'} from the file; games already here were kept as they were.${skipped}`);
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'The file could not be read.');
    }
  };

  return (
    <section class="card stack" aria-labelledby="backup-h">
      <h2 id="backup-h">Back up</h2>
      <p>Keep a copy of your finished games and player names as a file, or bring one in from another device.</p>
      <div class="row">
        <button type="button" class="btn" onClick={() => void save()}>
          Save a backup file
        </button>
        <label class="btn">
          Restore from a file
          <input type="file" accept="application/json,.json" class="visually-hidden" onChange={(e) => void restore(e.currentTarget.files?.[0])} />
        </label>
      </div>
      <p role="status">{message}</p>
    </section>
  );
}
