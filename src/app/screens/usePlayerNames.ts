import { useResource } from '../../ui/resource';
import { keptSummaries } from '../warm';
import type { Summary } from '../../storage/types';

/** Every name in the history, from the summaries (not from reading every game), sorted. */
export function namesIn(summaries: readonly Summary[]): string[] {
  const names = new Set<string>();
  for (const s of summaries) if (s.kind === 'player') names.add(s.player);
  return [...names].sort((a, b) => a.localeCompare(b));
}

export function usePlayerNames(): string[] {
  const names = useResource(() => keptSummaries.read().then(namesIn), [], namesIn(keptSummaries.now() ?? []));
  return names.value.value ?? [];
}
