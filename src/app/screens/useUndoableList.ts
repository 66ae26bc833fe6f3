import { useEffect, useState } from 'preact/hooks';

interface Source<T> {
  load: () => Promise<T[]>;
  remove: (item: T) => Promise<void>;
  put: (item: T) => Promise<void>;
  /** Keeps the list in the order `load` gives it. */
  order: (a: T, b: T) => number;
}

/** A stored list whose last removal can be taken back (Resume on home, History). */
export function useUndoableList<T extends { id: string }>(source: Source<T>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [removed, setRemoved] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    source
      .load()
      .then(setItems)
      .catch(() => setFailed(true));
    // Loaded once per screen visit.
  }, []);
  return {
    items,
    removed,
    failed,
    async remove(item: T) {
      await source.remove(item);
      setItems((all) => all?.filter((x) => x.id !== item.id) ?? null);
      setRemoved(item);
    },
    async restore() {
      if (!removed) return;
      await source.put(removed);
      setItems((all) => [...(all ?? []), removed].sort(source.order));
      setRemoved(null);
    },
  };
}
