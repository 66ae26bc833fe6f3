/*
 * Messages between this app's tabs and windows on the device (BroadcastChannel).
 * Only hints: a tab that misses one still finds out from the store's revs.
 */

export type TabMessage =
  /** A session was saved at this rev (tabs showing it read-only refresh). */
  | { kind: 'saved'; id: string; rev: number }
  /** A session was finished, reopened or removed. */
  | { kind: 'changed'; id: string };

const NAME = 'tableside';
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME);
  return channel;
}

export function tellTabs(message: TabMessage): void {
  open()?.postMessage(message);
}

/** Listens to the other tabs; returns the function that stops listening. */
export function listenToTabs(on: (message: TabMessage) => void): () => void {
  const ch = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME);
  if (!ch) return () => undefined;
  ch.addEventListener('message', (e: MessageEvent<TabMessage>) => on(e.data));
  return () => ch.close();
}
