import { path } from '../src/platform/router';

/** Puts the app at an address, as a link or a typed address would, before it is rendered. */
export function at(p: string): void {
  history.replaceState(null, '', p);
  path.value = p;
}
