import { stripBidi } from '../../src/text/words';
import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { beforeEach, describe, expect, it } from 'vitest';
import { store, useTestStore } from '../../src/platform/store';
import { MemoryStore } from '../../src/storage/memory-store';
import { PlayerSetup } from '../../src/ui/PlayerSetup';
import { nameWithinLength } from '../../src/rules/names';
import { cleanName, namesProblem, randomSeat } from '../../src/ui/players';

function Harness({ initial = [] as string[] }) {
  const [names, setNames] = useState(initial);
  return (
    <>
      <PlayerSetup names={names} onChange={setNames} min={3} max={4} />
      <output data-testid="names">{names.join('|')}</output>
    </>
  );
}

beforeEach(() => useTestStore(new MemoryStore()));

describe('player names', () => {
  it('cleans names: spaces folded, length bounded', () => {
    expect(cleanName('  Ana   Maria ')).toBe('Ana Maria');
    expect(cleanName('x'.repeat(50))).toHaveLength(20);
  });

  it('a name field keeps 20 whole letters or emoji as they are typed, never half an emoji', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // one grapheme, 11 UTF-16 units
    expect(nameWithinLength('abcdefghijklmnopqrstuvwxy')).toBe('abcdefghijklmnopqrst');
    expect(nameWithinLength(family.repeat(5))).toBe(family.repeat(5));
    expect(nameWithinLength(family.repeat(21))).toBe(family.repeat(20));
    expect(nameWithinLength(`Ana ${family}`)).toBe(`Ana ${family}`);
  });

  it('the new-player field takes a name of five family emoji whole and stops a long name at 20 letters', () => {
    render(<Harness />);
    const field = screen.getByLabelText("New player's name") as HTMLInputElement;
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    expect(field.maxLength).toBeGreaterThanOrEqual(family.length * 20);
    fireEvent.input(field, { target: { value: family.repeat(5) } });
    expect(field.value).toBe(family.repeat(5));
    fireEvent.input(field, { target: { value: 'Bartholomew-Fitzgerald-Smythe' } });
    expect(field.value).toBe('Bartholomew-Fitzgera');
  });

  it('explains what is wrong with the seats in plain words', () => {
    expect(namesProblem(['Ana', 'Ben'], 3, 6)).toBe('This game needs at least 3 players; 2 so far.');
    expect(namesProblem(['Ana', ' ', 'Cy'], 3, 6)).toBe('Seat 2 has no name yet.');
    expect(stripBidi(namesProblem(['Ana', 'Ben', 'ana'], 3, 6)!)).toMatch(/Seats 1 and 3 are both called ana/);
    expect(namesProblem(['A', 'B', 'C', 'D', 'E'], 3, 4)).toMatch(/at most 4 players; remove 1/);
    expect(namesProblem(['Ana', 'Ben', 'Cy'], 3, 6)).toBeNull();
  });

  it('draws any seat with the random function given', () => {
    expect(randomSeat(4, () => 0)).toBe(0);
    expect(randomSeat(4, () => 0.999999)).toBe(3);
    expect(randomSeat(4, () => 0.5)).toBe(2);
  });

  it('adds, moves and removes seats, and offers names from earlier games', async () => {
    await store().rememberPlayers(['Dana'], 5);
    render(<Harness initial={['Ana', 'Ben']} />);
    fireEvent.input(screen.getByLabelText("New player's name"), { target: { value: ' Cy ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add player' }));
    expect(screen.getByTestId('names').textContent).toBe('Ana|Ben|Cy');
    fireEvent.click(screen.getByRole('button', { name: 'Move Cy up' }));
    expect(screen.getByTestId('names').textContent).toBe('Ana|Cy|Ben');
    fireEvent.click(await screen.findByRole('button', { name: 'Dana' }));
    expect(screen.getByTestId('names').textContent).toBe('Ana|Cy|Ben|Dana');
    expect(screen.queryByRole('button', { name: 'Add player' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana' }));
    expect(screen.getByTestId('names').textContent).toBe('Cy|Ben|Dana');
  });

  it('adds the name in the field when Add is pressed, even before the screen has caught up with the typing', () => {
    render(<Harness initial={['Ana', 'Ben']} />);
    // The field holds the name, but no re-render has followed the last keystroke yet (a busy phone, autofill).
    (screen.getByLabelText("New player's name") as HTMLInputElement).value = 'Cy';
    fireEvent.click(screen.getByRole('button', { name: 'Add player' }));
    expect(screen.getByTestId('names').textContent).toBe('Ana|Ben|Cy');
  });
});
