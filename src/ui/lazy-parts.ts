import './parts.css';
import { isolateNamesOnScreen } from './isolation';

/**
 * What every lazy part needs before it draws and the first load (Home and the frame) does not: the styles of the
 * shared parts (forms, tables, the pinned bar and footer, notices), and names inside sentences drawn isolated.
 * Lazy fetches this once, with the first part it opens.
 */
export function startLazyParts(): void {
  isolateNamesOnScreen();
}
