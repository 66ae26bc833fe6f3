import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Screen } from '../../ui/Screen';

type Loaded = { C: ComponentType } | 'loading' | 'failed';

/** Loads a page of this game (setup, practice) only when it is opened, so the play screens stay light. */
export function Lazy({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const [page, setPage] = useState<Loaded>('loading');
  useEffect(() => {
    let live = true;
    load()
      .then((m) => live && setPage({ C: m.default }))
      .catch(() => live && setPage('failed'));
    return () => {
      live = false;
    };
  }, [load]);
  if (typeof page === 'object') return <page.C />;
  return (
    <Screen title="Pattern Relay">
      <p role={page === 'failed' ? 'alert' : 'status'}>
        {page === 'failed' ? 'Could not open this page. Reload to try again; games in progress are kept.' : 'Opening…'}
      </p>
    </Screen>
  );
}
