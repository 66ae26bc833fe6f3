import { renderToString } from 'preact-render-to-string';
import { App } from './App';

/**
 * The app as it is first drawn at "/" (Home before storage answers: the top
 * bar, the four games, the links), built into index.html by vite.config.ts so
 * the first paint does not wait for the scripts. main.tsx then renders into
 * this markup, reusing its elements. Build time only: never imported by the page.
 */
export function renderFirstPaint(): string {
  return renderToString(<App />);
}
