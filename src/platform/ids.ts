/** A random id for sessions and history records. */
export function newId(): string {
  return crypto.randomUUID();
}
