import { skippedRecords, storageNotice, storageProblem } from '../platform/store';

/** What the user needs to know about storage, under the top bar on every screen. */
export function StorageBanner() {
  const skipped = skippedRecords.value.length;
  return (
    <>
      {storageProblem.value && <div class="banner notice notice-error" role="alert">{storageProblem.value}</div>}
      {storageNotice.value && (
        <div class="banner notice row" role="alert">
          <span>{storageNotice.value}</span>
          <button type="button" class="btn btn-quiet" onClick={() => (storageNotice.value = null)}>
            OK
          </button>
        </div>
      )}
      {skipped > 0 && (
        <div class="banner notice" role="status">
          {skipped} saved item{skipped === 1 ? '' : 's'} could not be read and {skipped === 1 ? 'was' : 'were'} left out. Everything else is fine.
        </div>
      )}
    </>
  );
}
