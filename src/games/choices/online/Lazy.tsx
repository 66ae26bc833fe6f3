import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Frame } from '../Frame';

type Online = ComponentType<{ path: string[] }>;
let loaded: Online | null = null;

/** Online play is its own chunk (with the Colyseus client): loaded only when a phone opens it. */
export function LazyOnline({ path }: { path: string[] }) {
  // A function given to useState is called as its initialiser: the loaded screen is handed back from one.
  const [Screen, setScreen] = useState<Online | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Screen) return;
    import('./index.tsx').then(
      (m) => setScreen(() => (loaded = m.default)),
      () => setFailed(true),
    );
  }, [Screen]);
  if (Screen) return <Screen path={path} />;
  return (
    <Frame where="Play on several phones">
      <p role={failed ? 'alert' : 'status'}>{failed ? 'Online play could not be loaded: check the connection and reload.' : 'Loading…'}</p>
    </Frame>
  );
}
