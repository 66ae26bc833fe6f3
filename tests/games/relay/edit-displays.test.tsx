import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionController } from '../../../src/games/controller';
import { DisplayGrid } from '../../../src/games/relay/DisplayGrid';
import { EditDisplays } from '../../../src/games/relay/EditDisplays';
import { relayDef } from '../../../src/games/relay/session';
import type { RelayAction } from '../../../src/games/relay/session';
import { useTestStore } from '../../../src/platform/store';
import { MemoryStore } from '../../../src/storage/memory-store';
import { WORKED, display } from './helpers';
import { asRead, named, plain } from '../../plain';

const setup = { players: ['Ana', 'Ben', 'Cy'], firstReader: 0, firstPlacer: 0 };

function open(actions: RelayAction[] = [{ t: 'next' }], seat = 0) {
  const store = new MemoryStore();
  useTestStore(store);
  const c = createSessionController(
    relayDef,
    { id: 'g', game: 'relay', setup, actions, createdAt: 0, updatedAt: 0, label: '' },
    store,
  );
  render(<EditDisplays c={c} at={{ round: 1, seat }} onDone={() => undefined} />);
  return c;
}
const sheet = () => screen.getByRole('group', { name: /^Tile for / });
// By label, not by role: role queries over the whole palette are slow in jsdom on a loaded machine.
const pick = (face: string) => fireEvent.click(within(screen.getByLabelText(/^Tile for /)).getByLabelText(face));
const box = (name: RegExp) => screen.getByRole('button', { name });

describe('EditDisplays: entering a display', () => {
  beforeEach(() => useTestStore(new MemoryStore()));

  it('opens an empty display with the palette on its first box: six taps enter the whole display', () => {
    const c = open();
    expect(sheet().getAttribute('aria-label')).toBe('Tile for TOP row, box 1');
    for (const f of ['SUN / DOTS', 'LEAF / LINES', 'KEY / WAVES', 'SUN / RINGS', 'KEY / DOTS', 'KEY / LINES']) pick(f);
    expect(c.state.value.displays[0]?.[0]).toEqual(WORKED);
    expect(c.actions.value).toHaveLength(7);
    // Full: the palette closes, the breakdown shows the worked example's 18 (R7), and the next display is offered.
    expect(screen.queryByRole('group', { name: /^Tile for / })).toBeNull();
    expect(screen.getByText("Ana's score: 18 of 21", asRead).tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: named("Next: Ben's display") }));
    expect(plain(sheet().textContent)).toContain('Ben: TOP row, box 1');
  }, 20_000);

  it('R8: a refused fifth copy is announced inside the palette, beside the tiles, and the box stays open', () => {
    const four = (['top', 'bottom'] as const).flatMap((row) =>
      [0, 1].map((col): RelayAction => ({
        t: 'set',
        round: 1,
        seat: 1,
        row,
        col,
        tile: { motif: 'SUN', texture: 'DOTS' },
      })),
    );
    open([{ t: 'next' }, ...four]);
    pick('SUN / DOTS');
    const alert = within(sheet()).getByRole('alert');
    expect(plain(alert.textContent)).toContain(
      'All 4 SUN/DOTS are already on the table this round (Ben); there is no fifth.',
    );
    expect(sheet().getAttribute('aria-label')).toBe('Tile for TOP row, box 1');
    pick('SUN / LINES');
    expect(box(/^TOP row, box 1: SUN\/LINES/).getAttribute('aria-pressed')).toBe('false');
    expect(within(sheet()).getByRole('alert').textContent).toBe('');
  });

  it('changes or empties a filled box', () => {
    const c = open([
      { t: 'next' },
      { t: 'set', round: 1, seat: 0, row: 'top', col: 1, tile: { motif: 'LEAF', texture: 'LINES' } },
    ]);
    fireEvent.click(box(/^TOP row, box 2: LEAF\/LINES/));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Empty this box' }));
    expect(c.state.value.displays[0]?.[0]?.top[1]).toBeNull();
  });
});

describe('DisplayGrid (R7 marks)', () => {
  it('R7: marks the boxes that earn points in words and with a ✓, not by colour alone', () => {
    render(<DisplayGrid display={WORKED} name="Ana" />);
    // Column 2 (LEAF over KEY) does not match, but both rows score, so every box earns.
    expect(screen.getAllByRole('img', { name: /earns points/ })).toHaveLength(6);
    expect(screen.getAllByText('✓ 3')).toHaveLength(2);
    expect(screen.getAllByText('✓ 4, three textures')).toHaveLength(2);
  });
  it('R7: a box in no scoring column or row is not marked; read-only without onPick', () => {
    render(
      <DisplayGrid
        display={display('SUN/DOTS', 'LEAF/DOTS', 'KEY/LINES', 'SUN/WAVES', 'KEY/WAVES', 'LEAF/WAVES')}
        name="Ana"
      />,
    );
    expect(screen.getAllByRole('img', { name: /earns points/ }).map((e) => e.getAttribute('aria-label'))).toEqual([
      'TOP row, box 1: SUN/DOTS, earns points',
      'BOTTOM row, box 1: SUN/WAVES, earns points',
    ]);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
