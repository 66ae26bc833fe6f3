import type { ComponentType } from 'preact';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { Screen } from '../ui/Screen';

type Page<P> = { C: ComponentType<P> } | 'loading' | 'failed';

interface Props<P> {
  /** Shown while loading or when loading fails. */
  title: string;
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}

/** Loads a chunk of code (a game, a page of a game) only when it is opened. The app's one lazy loader. */
export function Lazy<P extends object>({ title, load, props }: Props<P>) {
  const page = useSignal<Page<P>>('loading');
  useEffect(() => {
    let live = true;
    page.value = 'loading';
    load().then(
      (m) => live && (page.value = { C: m.default }),
      () => live && (page.value = 'failed'),
    );
    return () => {
      live = false;
    };
  }, [load]);
  const p = page.value;
  if (typeof p === 'object') return <p.C {...props} />;
  return (
    <Screen title={title}>
      <p role={p === 'failed' ? 'alert' : 'status'}>
        {p === 'failed'
          ? `${title} could not be opened. If the app was updated meanwhile, reload the page; your games in progress are kept.`
          : `Opening ${title}…`}
      </p>
    </Screen>
  );
}
