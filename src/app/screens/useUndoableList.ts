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
  // A removal or its undo that storage refused: the list shows what storage holds, and the screen says so.
  const [refused, setRefused] = useState<'remove' | 'restore' | null>(null);
  const items = list.value;
  return {
    items: items.value ?? null,
    removed,
    failed: list.failed.value,
    refused,
    dismiss: () => setRefused(null),
    async remove(item: T) {
      try {
        await source.remove(item);
      } catch {
        return setRefused('remove');
      }
      items.value = items.value?.filter((x) => x.id !== item.id);
      setRemoved(item);
      setRefused(null);
    },
    async restore() {
      if (!removed) return;
      try {
        await source.put(removed);
      } catch {
        return setRefused('restore');
      }
      items.value = [...(items.value ?? []), removed].sort(source.order);
      setRemoved(null);
      setRefused(null);
    },
  };
}
