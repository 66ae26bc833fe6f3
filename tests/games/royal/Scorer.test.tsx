import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestStore } from '../../../src/platform/store';
import { Play, Scorer } from '../../../src/games/royal/index';
import { readScorerAction, scorerDef } from '../../../src/games/royal/scorer';
import { RulesRefusal } from '../../../src/games/session';
import { MemoryStore } from '../../../src/storage/memory-store';

let mem: MemoryStore;

function typeCode(code: string) {
  fireEvent.input(screen.getByLabelText(/Or type a code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Enter code' }));
}
const where = () => document.querySelector('.where')?.textContent;

describe('Collection scorer, kept in the store', () => {
  beforeEach(() => useTestStore((mem = new MemoryStore())));

  it('saves the row as a scorer session with its first card, and a reload (a fresh render) gets it back', async () => {
    const first = render(<Scorer />);
    expect(await mem.listSessions()).toEqual([]); // opening the scorer alone saves nothing
    typeCode('KH');
    await waitFor(async () => expect((await mem.listSessions()).length).toBe(1));
    const [saved] = await mem.listSessions();
    expect(saved).toMatchObject({ game: 'royal', setup: { scorer: true }, label: 'Collection scorer - 1 card' });
    first.unmount();

    render(<Play id={saved!.id} />);
    await waitFor(() => expect(where()).toBe('Royal Draft · 1 card · 1 point'));
    typeCode('7H');
    typeCode('KH');
    expect(screen.getByRole('alert').textContent).toContain('The King of hearts is already in the row (card 1)');
    fireEvent.click(screen.getByRole('button', { name: 'Flip 7 of hearts face-down' }));
    await waitFor(async () => expect((await mem.getSession(saved!.id))?.label).toBe('Collection scorer - 2 cards'));
    expect(where()).toBe('Royal Draft · 2 cards · 1 point');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(where()).toBe('Royal Draft · 2 cards · 4 points');
    // Done takes the row off Resume.
    fireEvent.click(screen.getByRole('button', { name: 'Done: remove this row from Resume' }));
    await waitFor(async () => expect(await mem.listSessions()).toEqual([]));
    expect(location.pathname).toBe('/royal-draft');
  });

  it('a card picked while the first is being saved is kept for the saved row, and never begins a second row', async () => {
    let release: () => void = () => undefined;
    const put = mem.putSession.bind(mem);
    mem.putSession = async (s) => (await new Promise<void>((r) => (release = r)), put(s));
    const first = render(<Scorer />);
    typeCode('KH');
    expect(where()).toBe('Royal Draft · 1 card · 1 point');
    fireEvent.click(screen.getByRole('button', { name: 'Queen' }));
    fireEvent.click(screen.getByRole('button', { name: /diamonds/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Add Q/ }));
    expect(screen.getByRole('alert').textContent).toContain('Saving the first card');
    release();
    await waitFor(async () => expect((await mem.listSessions()).length).toBe(1));
    const [saved] = await mem.listSessions();
    first.unmount();
    render(<Play id={saved!.id} />);
    await waitFor(() => expect(where()).toBe('Royal Draft · 1 card · 1 point'));
    fireEvent.click(screen.getByRole('button', { name: /^Add Q/ }));
    await waitFor(() => expect(where()).toBe('Royal Draft · 2 cards · 2 points'));
    expect(await mem.listSessions()).toHaveLength(1);
  });

  it('a first card that could not be saved is back in the pickers, to add again', async () => {
    mem.putSession = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    render(<Scorer />);
    typeCode('10S');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not be saved'));
    expect(where()).toBe('Royal Draft · 0 cards');
    expect(screen.getByRole('button', { name: /^Add 10♠ 10 of spades/ })).toBeTruthy();
  });

  it('the scorer address reopens the saved row instead of starting an empty one', async () => {
    const now = Date.now();
    await mem.putSession({
      id: 's1',
      game: 'royal',
      setup: { scorer: true },
      actions: [{ t: 'add', card: 'QD', faceUp: true }],
      createdAt: now,
      updatedAt: now,
      label: 'x',
    });
    render(<Scorer />);
    await waitFor(() => expect(location.pathname).toBe('/royal-draft/play/s1'));
  });

  it('refuses edits that make no sense and keeps the row (D8 row, any order)', () => {
    const setup = { scorer: true } as const;
    const row = scorerDef.apply([], { t: 'add', card: '2C', faceUp: true }, setup);
    const words = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof RulesRefusal ? scorerDef.describe?.(e, setup) : `not a refusal: ${String(e)}`;
      }
      return 'accepted';
    };
    expect(words(() => scorerDef.apply(row, { t: 'move', i: 0, by: 1 }, setup))).toBe(
      'That card is not in the row any more.',
    );
    expect(words(() => scorerDef.apply(row, { t: 'add', card: 'ZZ', faceUp: true }, setup))).toBe(
      '"ZZ" is not a card.',
    );
    expect(words(() => scorerDef.apply(row, { t: 'add', card: '2C', faceUp: false }, setup))).toBe(
      'The 2 of clubs is already in the row (card 1): a deck has only one of each card.',
    );
    expect(
      scorerDef
        .apply(
          scorerDef.apply(row, { t: 'add', card: 'JOKER', faceUp: true }, setup),
          { t: 'move', i: 1, by: -1 },
          setup,
        )
        .map((c) => c.card),
    ).toEqual(['JOKER', '2C']);
  });

  it('a damaged stored scorer row is refused action by action, and replay stops there', () => {
    expect(readScorerAction({ t: 'add', card: 'QD', faceUp: true })).toEqual({ t: 'add', card: 'QD', faceUp: true });
    expect(readScorerAction({ t: 'add', card: 'QD' })).toBeNull();
    expect(readScorerAction({ t: 'add', card: 'Q', faceUp: true })).toBeNull();
    expect(readScorerAction({ t: 'move', i: 0, by: 2 })).toBeNull();
    expect(readScorerAction({ t: 'flip', i: -1 })).toBeNull();
    expect(readScorerAction({ t: 'remove', i: '0' })).toBeNull();
    expect(readScorerAction({ t: 'clear' })).toEqual({ t: 'clear' });
    expect(readScorerAction({ t: 'burn' })).toBeNull();
    expect(readScorerAction('add')).toBeNull();
    expect(scorerDef.readSetup?.({ scorer: true })).toEqual({ scorer: true });
    expect(scorerDef.readSetup?.({ scorer: 'yes' })).toBeNull();
  });
});
