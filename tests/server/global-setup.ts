// The server tests run the real built server (Node 20 cannot run server/*.ts):
// build it once per run.
import { build } from 'vite';
import { ROOT } from './paths';

export default async function setup() {
  await build({ root: ROOT, configFile: `${ROOT}vite.server.config.ts`, logLevel: 'warn' });
}
