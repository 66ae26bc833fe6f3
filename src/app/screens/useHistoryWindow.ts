import { useSignal } from '@preact/signals';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { store } from '../../platform/store';
import { mark } from '../../platform/marks';
import type { HistoryQuery, HistoryRecord } from '../../storage/types';
import { PAGE, firstHistoryPage, historyCount } from '../warm';

/** Pages kept in memory; the farthest from the last one asked for go first. */
const KEEP = 8;

/**
 * History as a window onto the database: the count of the query's games, and
 * the pages around what is on screen, read with a cursor when first needed.
 * Nothing holds the whole history.
 */
export function useHistoryWindow(query: HistoryQuery) {
  const key = JSON.stringify(query);
  const whole = key === '{}';
  // The whole history, newest first, draws at once with its first page and count as read on the last
  // visit or on the tap, while no finished game was written since; they are read afresh all the same.
  const warm = whole ? firstHistoryPage.now() : undefined;
  const count = useSignal<number | null>(warm ? (historyCount.now() ?? null) : null);
  const pages = useSignal<ReadonlyMap<number, HistoryRecord[]>>(new Map(warm ? [[0, warm]] : []));
  const drawn = useRef(warm !== undefined);
  const failed = useSignal(false);
  const generation = useRef(0);
  const loading = useRef(new Set<number>());

  const load = (page: number): Promise<unknown> => {
    const gen = generation.current;
    loading.current.add(page);
    return (page === 0 && whole ? firstHistoryPage.read() : store().pageHistory(query, page * PAGE, PAGE))
      .then((records) => {
        if (gen !== generation.current) return;
        if (page === 0) mark('history:page0-read');
        const next = new Map(pages.value).set(page, records);
        const far = [...next.keys()].sort((a, b) => Math.abs(b - page) - Math.abs(a - page));
        for (const p of far.slice(0, Math.max(0, next.size - KEEP))) next.delete(p);
        pages.value = next;
      })
      .catch(() => (failed.value = true))
      .finally(() => gen === generation.current && loading.current.delete(page));
  };

  const reset = () => {
    generation.current++;
    loading.current = new Set();
    // Rows already drawn from what was kept stay until the fresh ones arrive.
    if (drawn.current) drawn.current = false;
    else pages.value = new Map();
    const gen = generation.current;
    mark('history:page0-asked');
    // Counting reads the whole range: ask only once the first rows are drawn, so it never holds them up.
    void load(0)
      .then(() => (whole ? historyCount.read() : store().countHistory(query)))
      .then((n) => gen === generation.current && typeof n === 'number' && (mark('history:counted'), (count.value = n)))
      .catch(() => (failed.value = true));
  };

  // Before the first paint, not after it (as an effect would): the read ahead begun on the tap is joined at once.
  useLayoutEffect(() => {
    if (!drawn.current) count.value = null;
    reset();
  }, [key]);

  const first = pages.value.get(0);
  return {
    /** The count once known; until then what the first page showed. */
    count: count.value ?? first?.length ?? 0,
    counted: count.value !== null,
    loaded: first !== undefined,
    failed: failed.value,
    at: (i: number): HistoryRecord | undefined => pages.value.get(Math.floor(i / PAGE))?.[i % PAGE],
    /** Loads the pages rows first..last fall on. */
    need(firstRow: number, lastRow: number) {
      for (let p = Math.floor(firstRow / PAGE); p <= Math.floor(lastRow / PAGE); p++) {
        if (!pages.value.has(p) && !loading.current.has(p)) load(p);
      }
    },
    /** After a delete or an undo: read again, keeping the place. */
    reload: reset,
  };
}
