import { t } from '@lingui/core/macro';
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Screen } from './Screen';
import { mark } from '../platform/marks';
import { loadCatalog, type Catalog } from '../text/i18n';

/** The words of every lazy screen's shared parts (components, the session frame, History, Stats, Settings). */
const common: Catalog = (l) => import(`../locales/${l}/common.po`);
/** What every lazy part needs and the first load does not (lazy-parts.ts), fetched once, with the first. */
let parts: Promise<void> | null = null;
const startParts = () => (parts ??= import('./lazy-parts').then((m) => m.startLazyParts()));
// The shared parts first: their stylesheet's link goes into the page before any chunk's own, which may build on it.
const withWords = <P,>(load: Loader<P>) => Promise.all([startParts(), load(), loadCatalog(common)]).then(([, m]) => m);

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
const loaded = new Map<Loader<never>, ComponentType<never>>();

/** Fetches a chunk ahead of need (when the browser is idle), so its screen draws at once when opened. */
export function preload<P>(load: Loader<P>): void {
  if (loaded.has(load as Loader<never>)) return;
  withWords(load).then(
    (m) => loaded.set(load as Loader<never>, m.default as ComponentType<never>),
    () => undefined,
  );
}

interface Props<P> {
  load: Loader<P>;
  props: P;
  /** A whole screen: while loading, a screen of this title that says it is opening. */
  title?: string;
  /** A part of a screen: what it says while loading (else "Opening…"; nothing at all when ""). */
  waiting?: string;
}

/**
 * The one lazy loader: a screen, or a part of one, in its own chunk (precached
 * by the service worker), fetched on the first visit and drawn at once on the
 * next ones. `load` must be a stable function.
 */
export function Lazy<P extends object>({ load, title, waiting, props }: Props<P>) {
  const [, setDone] = useState(0);
  const [failed, setFailed] = useState(false);
  const C = loaded.get(load as Loader<never>) as ComponentType<P> | undefined;
  useEffect(() => {
    if (C) return;
    let live = true;
    withWords(load)
      .then((m) => {
        loaded.set(load as Loader<never>, m.default as ComponentType<never>);
        mark(`chunk:${title ?? 'part'}`);
        if (live) setDone((n) => n + 1);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [load]);
  if (C) return <C {...props} />;
  if (waiting === '' && !failed) return null;
  const note = (
    <p role={failed ? 'alert' : 'status'}>
      {failed
        ? t`This part could not be opened. If the app was updated meanwhile, reload the page; your games are kept.`
        : (waiting ?? t`Opening…`)}
    </p>
  );
  return title ? <Screen title={title}>{note}</Screen> : note;
}
