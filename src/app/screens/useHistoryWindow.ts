import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { store } from '../../platform/store';
import type { HistoryQuery, HistoryRecord } from '../../storage/types';

export const PAGE = 40;
/** Pages kept in memory; the farthest from the last one asked for go first. */
const KEEP = 8;

/**
 * History as a window onto the database: the count of the query's games, and
 * the pages around what is on screen, read with a cursor when first needed.
 * Nothing holds the whole history.
 */
export function useHistoryWindow(query: HistoryQuery) {
  const count = useSignal<number | null>(null);
  const pages = useSignal<ReadonlyMap<number, HistoryRecord[]>>(new Map());
  const failed = useSignal(false);
  const generation = useRef(0);
  const loading = useRef(new Set<number>());
  const key = JSON.stringify(query);

  const load = (page: number): Promise<unknown> => {
    const gen = generation.current;
    loading.current.add(page);
    return store()
      .pageHistory(query, page * PAGE, PAGE)
      .then((records) => {
        if (gen !== generation.current) return;
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
    pages.value = new Map();
    const gen = generation.current;
    // Counting reads the whole range: ask only once the first rows are drawn, so it never holds them up.
    void load(0)
      .then(() => store().countHistory(query))
      .then((n) => gen === generation.current && typeof n === 'number' && (count.value = n))
      .catch(() => (failed.value = true));
  };

  useEffect(() => {
    count.value = null;
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
