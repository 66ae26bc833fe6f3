// Realistic finished games of all four games, as each game's historyRecord
// writes them, for the browser benchmark (scripts/bench-history.mjs).
// Self-contained on purpose: the same function runs in Node (to write a backup
// file) and in the page (passed to page.evaluate) to fill IndexedDB.
// `lean` leaves out the bulky parts of `detail` (Pattern Relay's displays, Royal
// Draft's rows), to compare with builds that refuse files over 5 MB.
export function makeRecords(count, seed, idPrefix, lean = false) {
  let x = seed >>> 0 || 1;
  const rnd = () => (x = (x * 1664525 + 1013904223) >>> 0) / 4294967296;
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lou'];
  const MOTIFS = ['SUN', 'LEAF', 'KEY'];
  const TEXTURES = ['DOTS', 'LINES', 'WAVES', 'RINGS'];
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['C', 'D', 'H', 'S'];
  const table = (min, max) => {
    const n = int(min, max);
    const start = int(0, NAMES.length - 1);
    return Array.from({ length: n }, (_, i) => NAMES[(start + i) % NAMES.length]);
  };
  const top = (scores) => {
    const best = Math.max(...scores);
    return scores.flatMap((s, i) => (s === best ? [i] : []));
  };
  const tile = () => ({ motif: MOTIFS[int(0, 2)], texture: TEXTURES[int(0, 3)] });
  const start = Date.UTC(2021, 0, 1);
  const span = Date.UTC(2026, 10, 1) - start;
  const out = [];
  for (let i = 0; i < count; i++) {
    const id = `${idPrefix}${i.toString(36)}`;
    const finishedAt = start + Math.floor((span * (i + rnd())) / count);
    const game = ['relay', 'parcel', 'royal', 'choices'][int(0, 3)];
    if (game === 'relay') {
      const players = table(3, 6);
      const rounds = [players.map(() => int(0, 21)), players.map(() => int(0, 21))];
      const scores = players.map((_, j) => rounds[0][j] + rounds[1][j]);
      const displays = rounds.map(() =>
        players.map(() => ({ top: [tile(), tile(), tile()], bottom: [tile(), tile(), tile()] })),
      );
      const winners = top(scores);
      out.push({
        id,
        game,
        finishedAt,
        players,
        scores,
        winners,
        detail: { setup: { players, firstReader: 0, firstPlacer: 1 }, rounds, displays: lean ? [] : displays },
      });
    } else if (game === 'parcel') {
      const players = table(3, 8);
      const n = players.length;
      const complete = rnd() < 0.6;
      const score = complete ? n : int(0, n - 2);
      const swaps = int(n, 4 * n);
      const variant = ['standard', 'standard', 'young', 'tougher'][int(0, 3)];
      out.push({
        id,
        game,
        finishedAt,
        players,
        scores: [score],
        winners: [],
        detail: {
          players: n,
          swaps,
          laps: 4,
          variant,
          comparable: variant === 'standard',
          complete,
          score,
          tracked: false,
        },
      });
    } else if (game === 'royal') {
      const players = table(2, 5);
      const deck = RANKS.flatMap((r) => SUITS.map((s) => r + s));
      const rows = players.map(() =>
        Array.from({ length: int(5, 9) }, () => ({
          card: deck.splice(int(0, deck.length - 1), 1)[0],
          faceUp: rnd() < 0.8,
        })),
      );
      const scores = players.map(() => int(0, 40));
      const seriesGame = rnd() < 0.3 ? int(2, 4) : 1;
      out.push({
        id,
        game,
        finishedAt,
        players,
        scores,
        winners: top(scores),
        detail: {
          setup: {
            players,
            seriesId: `s${Math.floor(i / 3)}`,
            seriesGame,
            seriesBefore: players.map(() => (seriesGame > 1 ? int(0, 80) : 0)),
          },
          rows: lean ? [] : rows,
          rounds: [{ dealer: 0, order: players.map((_, j) => j), why: '' }],
          endReason: 'A row reached nine cards.',
        },
      });
    } else {
      const players = table(3, 8);
      const scores = players.map(() => int(0, 6) * 60);
      out.push({
        id,
        game,
        finishedAt,
        players,
        scores,
        winners: top(scores),
        detail: {
          setup: {
            v: 1,
            players,
            order: players.map((_, j) => j),
            prompts: players.map((_, j) => ({ id: `p${j}`, text: 'Things at a picnic' })),
          },
          rounds: [],
        },
      });
    }
  }
  if (lean) {
    for (const r of out) {
      if (r.game !== 'parcel') r.detail = null;
    }
  }
  return out;
}

/** In the page: creates the version-2 database (as schema.ts steps 1-2 do) and writes the records in batches. */
export async function fillV2({ count }) {
  const makeRecords = globalThis.benchMakeRecords;
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open('tableside', 2);
    req.addEventListener('upgradeneeded', () => {
      const d = req.result;
      d.createObjectStore('settings');
      d.createObjectStore('players', { keyPath: 'name' });
      d.createObjectStore('sessions', { keyPath: 'id' });
      const h = d.createObjectStore('history', { keyPath: 'id' });
      h.createIndex('byGame', 'game');
      h.createIndex('byFinished', 'finishedAt');
    });
    req.addEventListener('success', () => resolve(req.result));
    req.addEventListener('error', () => reject(req.error));
  });
  const BATCH = 5000;
  for (let i = 0; i < count; i += BATCH) {
    const records = makeRecords(Math.min(BATCH, count - i), 1 + i, `h${i}-`);
    await new Promise((resolve, reject) => {
      const tx = db.transaction('history', 'readwrite');
      for (const r of records) tx.objectStore('history').put(r);
      tx.addEventListener('complete', resolve);
      tx.addEventListener('error', () => reject(tx.error));
    });
  }
  const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lou'];
  await new Promise((resolve) => {
    const tx = db.transaction('players', 'readwrite');
    names.forEach((name, i) => tx.objectStore('players').put({ name, lastUsed: Date.UTC(2026, 0, 1) + i }));
    tx.addEventListener('complete', resolve);
  });
  db.close();
}
