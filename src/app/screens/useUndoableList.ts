import { useState } from 'preact/hooks';
import { useResource } from '../../ui/resource';

interface Source<T> {
  load: () => Promise<T[]>;
  remove: (item: T) => Promise<void>;
  put: (item: T) => Promise<void>;
  /** Keeps the list in the order `load` gives it. */
  order: (a: T, b: T) => number;
}

/** A stored list whose last removal can be taken back (Resume on home, History). */
export function useUndoableList<T extends { id: string }>(source: Source<T>) {
  // Loaded once per screen visit.
  const list = useResource(source.load, []);
  const [removed, setRemoved] = useState<T | null>(null);
  const items = list.value;
  return {
    items: items.value ?? null,
    removed,
    failed: list.failed.value,
    async remove(item: T) {
      await source.remove(item);
      items.value = items.value?.filter((x) => x.id !== item.id);
      setRemoved(item);
    },
    async restore() {
      if (!removed) return;
      await source.put(removed);
      items.value = [...(items.value ?? []), removed].sort(source.order);
      setRemoved(null);
    },
  };
}
