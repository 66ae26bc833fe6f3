/**
 * Named moments on the performance timeline ("ts:" + name), read by the
 * History/Stats benchmark (scripts/bench-history.mjs) to say where the time
 * between a tap and the first rows goes. Storage sets its own (db-open, db-checked).
 */
export { mark } from '../storage/stage';
