import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Breakdown } from '../../../src/games/relay/Breakdown';
import { WORKED, display } from './helpers';

const line = (name: string) =>
  within(screen.getByRole('region', { name: /breakdown/ }))
    .getByText(name)
    .closest('li')!;

describe('Breakdown (R7)', () => {
  it('R7: the worked example shows 18 of 21, check by check', () => {
    render(<Breakdown display={WORKED} label="Ana's score" />);
    expect(screen.getByRole('region', { name: "Ana's score breakdown" }).querySelector('p')?.textContent).toBe(
      "Ana's score: 18 of 21",
    );
    expect(line('Column 1').textContent).toContain('(SUN over SUN)✓ 3');
    expect(line('Column 2').textContent).toMatch(/\(LEAF over KEY\)0$/);
    expect(line('Column 3').textContent).toContain('✓ 3');
    expect(line('TOP row').textContent).toContain('(DOTS, LINES, WAVES)✓ 4');
    expect(line('BOTTOM row').textContent).toContain('✓ 4');
    expect(line('All four textures').textContent).toContain('✓ 4');
  });

  it('R7: a display with every check failing scores 0', () => {
    render(<Breakdown display={display('SUN/DOTS', 'LEAF/DOTS', 'KEY/DOTS', 'LEAF/DOTS', 'KEY/DOTS', 'SUN/DOTS')} />);
    expect(screen.getByRole('region').querySelector('p')?.textContent).toBe('Score: 0 of 21');
    expect(screen.queryAllByText(/✓/)).toHaveLength(0);
  });

  it('R7: a partial display is a marked preview with undecided checks, never a final score', () => {
    render(<Breakdown display={display('SUN/DOTS', 'SUN/DOTS', '-', 'SUN/LINES', '-', '-')} />);
    expect(screen.queryByText(/of 21/)).toBeNull();
    // Column 1 matches (3); the TOP row repeats DOTS, so it is already 0; the rest is open.
    expect(screen.getByRole('region').querySelector('p')?.textContent).toBe(
      'Preview (3 of 6 tiles): 3 points certain so far',
    );
    expect(line('TOP row').textContent).toMatch(/0$/);
    expect(line('Column 2').textContent).toContain('not decided yet');
    expect(line('All four textures').textContent).toContain('not decided yet');
  });
});
