import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestStore } from '../../../src/platform/store';
import { DisplayEditor } from '../../../src/games/relay/DisplayEditor';
import { relayEmptyDisplay, relayPlaceTile } from '../../../src/rules';
import type { RelayPartialDisplay, RelayRow, RelayTile } from '../../../src/rules';
import { MemoryStore } from '../../../src/storage/memory-store';
import { WORKED, display } from './helpers';

function Harness({ start = relayEmptyDisplay(), refuse }: { start?: RelayPartialDisplay; refuse?: string }) {
  const [d, setD] = useState(start);
  const onSet = (row: RelayRow, col: number, tile: RelayTile | null) => {
    if (tile && `${tile.motif}/${tile.texture}` === refuse) return false;
    const cleared = { ...d, [row]: d[row].map((t, i) => (i === col ? null : t)) };
    setD(tile ? relayPlaceTile(cleared, row, col, tile) : cleared);
    return true;
  };
  return <DisplayEditor display={d} name="Ana" onSet={onSet} />;
}

const box = (name: RegExp) => screen.getByRole('button', { name });
const pick = (face: string) => fireEvent.click(screen.getByRole('button', { name: face }));

describe('DisplayEditor', () => {
  beforeEach(() => useTestStore(new MemoryStore()));

  it('enters a whole display from one tap on the first box: each choice moves on to the next empty box', () => {
    render(<Harness />);
    fireEvent.click(box(/^TOP row, box 1: empty/));
    expect(screen.getByRole('group', { name: 'Tile for TOP row, box 1' })).toBeTruthy();
    for (const f of ['SUN / DOTS', 'LEAF / LINES', 'KEY / WAVES', 'SUN / RINGS', 'KEY / DOTS', 'KEY / LINES']) pick(f);
    expect(box(/^TOP row, box 1: SUN\/DOTS/)).toBeTruthy();
    expect(box(/^BOTTOM row, box 3: KEY\/LINES/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^Tile for/ })).toBeNull();
  });

  it('shows the palette as twelve faces, motif and texture in words', () => {
    render(<Harness />);
    fireEvent.click(box(/^BOTTOM row, box 2: empty/));
    const faces = screen.getAllByRole('button', { name: /^(SUN|LEAF|KEY) \/ (DOTS|LINES|WAVES|RINGS)$/ });
    expect(faces).toHaveLength(12);
  });

  it('R7: marks the boxes that earn points in words and with a ✓, not by colour alone', () => {
    render(<Harness start={WORKED} />);
    // Column 2 (LEAF over KEY) does not match, but both rows score, so every box earns.
    expect(screen.getAllByRole('button', { name: /earns points/ })).toHaveLength(6);
    expect(screen.getAllByText('✓ 3')).toHaveLength(2);
    expect(screen.getAllByText('✓ 4, three textures')).toHaveLength(2);
  });

  it('R7: a box in no scoring column or row is not marked', () => {
    render(<Harness start={display('SUN/DOTS', 'LEAF/DOTS', 'KEY/LINES', 'SUN/WAVES', 'KEY/WAVES', 'LEAF/WAVES')} />);
    expect(box(/^TOP row, box 1: SUN\/DOTS, earns points/)).toBeTruthy();
    expect(box(/^TOP row, box 2: LEAF\/DOTS\. Change/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /earns points/ })).toHaveLength(2);
  });

  it('changes or empties a filled box, and keeps the choice open when a tile is refused', () => {
    render(<Harness start={WORKED} refuse="SUN/WAVES" />);
    fireEvent.click(box(/^TOP row, box 2: LEAF\/LINES/));
    pick('SUN / WAVES');
    expect(box(/^TOP row, box 2: LEAF\/LINES/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Tile for TOP row, box 2' })).toBeTruthy();
    pick('SUN / LINES');
    expect(box(/^TOP row, box 2: SUN\/LINES/)).toBeTruthy();
    fireEvent.click(box(/^TOP row, box 3: KEY\/WAVES/));
    fireEvent.click(screen.getByRole('button', { name: 'Empty this box' }));
    expect(box(/^TOP row, box 3: empty/)).toBeTruthy();
  });

  it('is read-only without onSet (practice display): no buttons, words still there', () => {
    render(<DisplayEditor display={WORKED} name="Practice" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'TOP row, box 1: SUN/DOTS, earns points' })).toBeTruthy();
  });
});
