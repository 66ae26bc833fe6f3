import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Built by tests/server/global-setup.ts (and by `npm start`). */
export const SERVER_JS = process.env.TABLESIDE_SERVER_JS ?? `${ROOT}build/server/main.js`;
