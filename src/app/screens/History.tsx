import './catalog';
import { plural, t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { Screen } from '../../ui/Screen';
import { store } from '../../platform/store';
import type { HistoryQuery, HistoryRecord } from '../../storage/types';
import { HistoryFilters } from './HistoryFilters';
import { HistoryRow, gameLabel } from './HistoryRow';
import { ErrorNotice } from '../../ui/Notice';
import { UndoNotice } from './UndoNotice';
import { useHistoryWindow } from './useHistoryWindow';
import { WindowedList } from './WindowedList';
import { usePlayerNames } from './usePlayerNames';
import './history.css';
// The cursor pages (a storage chunk the store imports when first asked) come with this screen, not after it.
import '../../storage/idb-pages';
import { PATHS } from '../../platform/paths';

/** Each row is this many rem tall (history.css draws it so), so the list scales with the text size. */
const ROW_REM = 7.5;
function rowPx(): number {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return ROW_REM * (rem > 0 ? rem : 16);
}

const deleted = (r: HistoryRecord) => {
  const game = gameLabel(r);
  return t`Deleted the ${game}.`;
};

/** Finished games, newest first, a window onto the database. Deleting offers an undo before it is final. */
export function History() {
  const query = useSignal<HistoryQuery>({});
  const removed = useSignal<HistoryRecord | null>(null);
  const list = useHistoryWindow(query.value);
  const names = usePlayerNames();
  const rowHeight = useSignal(rowPx());
  useEffect(() => {
    const onResize = () => (rowHeight.value = rowPx());
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, []);

  // A delete or its undo that storage refused: the game stays as storage holds it, and the screen says so.
  const refused = useSignal<string | null>(null);
  const remove = async (r: HistoryRecord) => {
    try {
      await store().deleteHistory(r.id);
    } catch {
      const game = gameLabel(r);
      refused.value = t`This phone's storage refused to delete the ${game} just now, so it is still in the history. Try again in a moment.`;
      return;
    }
    refused.value = null;
    removed.value = r;
    list.reload();
  };
  const undo = async () => {
    const r = removed.value;
    if (!r) return;
    try {
      await store().putHistory(r);
    } catch {
      const game = gameLabel(r);
      refused.value = t`This phone's storage refused to put the ${game} back just now. Tap Undo delete again in a moment.`;
      return;
    }
    refused.value = null;
    removed.value = null;
    list.reload();
  };
  const show = (next: HistoryQuery) => {
    query.value = next;
    scrollTo?.(0, 0);
  };
  const q = query.value;
  const filtered = q.game !== undefined || q.player !== undefined || q.anyOf !== undefined || q.before !== undefined;

  return (
    <Screen title={t`History`}>
      <p class="row hist-top">
        <span role="status">
          {list.counted &&
            (filtered
              ? plural(list.count, { one: '# finished game shown', other: '# finished games shown' })
              : plural(list.count, { one: '# finished game', other: '# finished games' }))}
        </span>
        <a class="btn" href={PATHS.stats}>
          {t`Stats`}
        </a>
      </p>
      <HistoryFilters query={q} names={names} onChange={show} />
      {list.failed && <p role="alert">{t`The history could not be read.`}</p>}
      <ErrorNotice message={refused.value} onDismiss={() => (refused.value = null)} />
      <UndoNotice action={t`Undo delete`} onUndo={() => void undo()}>
        {removed.value && deleted(removed.value)}
      </UndoNotice>
      {list.loaded && list.count === 0 && (
        <p>
          {filtered
            ? t`No finished games match these filters.`
            : t`No finished games yet. Finished games show up here with their scores.`}
        </p>
      )}
      {filtered && (
        <button type="button" class="btn btn-quiet" onClick={() => show({})}>
          {t`Show every game, newest first`}
        </button>
      )}
      <WindowedList
        count={list.count}
        rowHeight={rowHeight.value}
        label={t`Finished games`}
        onShow={list.need}
        renderRow={(i) => <HistoryRow record={list.at(i)} onDelete={(r) => void remove(r)} />}
      />
    </Screen>
  );
}
