import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestStore } from '../../../src/platform/store';
import { CardEntry } from '../../../src/games/royal/CardEntry';
import { MemoryStore } from '../../../src/storage/memory-store';

const label = (card: string, up: boolean) => `Add ${card}${up ? '' : ' face-down'}`;

describe('CardEntry (card picker)', () => {
  beforeEach(() => useTestStore(new MemoryStore()));

  it('builds a card from a rank and a suit named in words, then clears', () => {
    const onEnter = vi.fn(() => true);
    render(<CardEntry legend="Card Ana took" actionLabel={label} onEnter={onEnter} />);
    const main = () => screen.getByRole('button', { name: /Add|Pick|now pick/ });
    expect(main()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Queen' }));
    expect(main().textContent).toBe('Queen: now pick a suit');
    fireEvent.click(screen.getByRole('button', { name: 'hearts' }));
    expect(screen.getByRole('button', { name: 'Queen' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Add QH' }));
    expect(onEnter).toHaveBeenCalledWith('QH', true);
    expect(screen.getByRole('button', { name: 'Queen' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('offers the joker and face-down only where asked (the scorer)', () => {
    const onEnter = vi.fn(() => true);
    const { unmount } = render(<CardEntry legend="x" actionLabel={label} onEnter={onEnter} />);
    expect(screen.queryByRole('button', { name: 'Joker' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Face-down' })).toBeNull();
    unmount();
    render(<CardEntry legend="x" actionLabel={label} onEnter={onEnter} allowJoker faceChoice />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Face-down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Joker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add JOKER face-down' }));
    expect(onEnter).toHaveBeenCalledWith('JOKER', false);
  });

  it('takes typed codes, and shows a plain error for one that does not exist, keeping the text', () => {
    const onEnter = vi.fn(() => true);
    render(<CardEntry legend="x" actionLabel={label} onEnter={onEnter} />);
    const field = screen.getByLabelText(/Or type a code/) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '11H' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter code' }));
    expect(screen.getByRole('alert').textContent).toContain('"11H" is not a card');
    expect(onEnter).not.toHaveBeenCalled();
    expect(field.value).toBe('11H');
    fireEvent.input(field, { target: { value: '10d' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter code' }));
    expect(onEnter).toHaveBeenCalledWith('10D', true);
    expect(field.value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('D1, 11.8: the referee neither offers nor takes the joker by typing; the scorer does', () => {
    const onEnter = vi.fn(() => true);
    const { unmount } = render(<CardEntry legend="x" actionLabel={label} onEnter={onEnter} />);
    expect(
      screen
        .getByLabelText(/Or type a code/)
        .closest('form')
        ?.querySelector('label')?.textContent,
    ).toBe('Or type a code (10D, QH)');
    fireEvent.input(screen.getByLabelText(/Or type a code/), { target: { value: 'joker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter code' }));
    expect(screen.getByRole('alert').textContent).toContain('The joker is never drawn');
    fireEvent.input(screen.getByLabelText(/Or type a code/), { target: { value: '1H' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter code' }));
    expect(screen.getByRole('alert').textContent).not.toMatch(/JOKER/i);
    expect(onEnter).not.toHaveBeenCalled();
    unmount();
    render(<CardEntry legend="x" actionLabel={label} onEnter={onEnter} allowJoker />);
    fireEvent.input(screen.getByLabelText(/Or type a code/), { target: { value: '1H' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter code' }));
    expect(screen.getByRole('alert').textContent).toContain('or JOKER');
  });

  it('keeps the choice and shows the refusal when the card is not accepted', () => {
    render(<CardEntry legend="x" actionLabel={label} onEnter={() => false} error="The 3 of clubs is already out." />);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    fireEvent.click(screen.getByRole('button', { name: 'clubs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 3C' }));
    expect(screen.getByRole('button', { name: 'Add 3C' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('alert').textContent).toContain('The 3 of clubs is already out.');
  });
});
