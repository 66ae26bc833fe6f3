/** The database's name, in a module of its own so that the early open (warm-open.ts) does not bring the schema into the first load. */
export const DB_NAME = 'tableside';
