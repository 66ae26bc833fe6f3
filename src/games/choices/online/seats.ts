// The seats this device holds at hosted tables: per table, the name it joined
// with and the seat's reconnect token (localStorage), so a reload, a tab
// brought back or a tab closed and opened again gets the same seat. Also what
// the print page asks before it draws a table's card: only a table this
// device really sits at (a code typed into an address is no table).

const KEY = 'tableside-online';
const keyOf = (code: string) => `${KEY}:${code}`;

export interface Saved {
  code: string;
  name: string;
  token: string;
}

export function store(code: string, value: Saved | null) {
  try {
    if (value) localStorage.setItem(keyOf(code), JSON.stringify(value));
    else localStorage.removeItem(keyOf(code));
    if (value) localStorage.setItem(KEY, value.name); // the name to offer on the next join form
  } catch {
    // No storage (a private window that refuses it): the seat lasts as long as the connection.
  }
}

/** The name this device last joined a table with, for the join form. */
export function lastName(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** This device's seat at the table `code`, or null. */
export function saved(code: string): Saved | null {
  try {
    const s = JSON.parse(localStorage.getItem(keyOf(code)) ?? 'null') as Saved | null;
    return s && typeof s.token === 'string' && typeof s.name === 'string' && s.code === code ? s : null;
  } catch {
    return null;
  }
}
