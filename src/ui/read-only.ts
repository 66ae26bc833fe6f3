import { createContext } from 'preact';

/**
 * True while the screen shows something this tab may not change (a game held
 * by another tab): Screen keeps its heading and place readable and makes its
 * controls inert.
 */
export const ReadOnly = createContext(false);
