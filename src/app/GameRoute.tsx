import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameEntry, GameScreenProps } from '../games/registry';
import { Screen } from '../ui/Screen';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Game: ComponentType<GameScreenProps> };

/** Loads a game's own chunk on demand and hands it the rest of the path. */
export function GameRoute({ entry, rest }: { entry: GameEntry; rest: string[] }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    entry
      .load()
      .then((m) => live && setState({ status: 'ready', Game: m.default }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [entry]);
  if (state.status === 'ready') return <state.Game path={rest} />;
  return (
    <Screen title={entry.name}>
      {state.status === 'loading' ? (
        <p aria-live="polite">Opening {entry.name}…</p>
      ) : (
        <div class="notice notice-error" role="alert">
          {entry.name} could not be opened. If the app was updated meanwhile, reload the page; your games in progress are
          kept.
        </div>
      )}
    </Screen>
  );
}
