import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOURS } from '../../src/rules/faces';
import { SHADES, contrast } from '../../src/ui/palette';

// The theme's own colours, read from the CSS theme (each `--name: light-dark(#light, #dark)`), not typed again here.
const css = readFileSync('src/ui/theme.css', 'utf8');
function themeColour(name: string): [string, string] {
  const m = new RegExp(`--${name}:\\s*light-dark\\((#[0-9a-f]{6}),\\s*(#[0-9a-f]{6})\\)`, 'i').exec(css);
  if (!m) throw new Error(`--${name} not found in theme.css`);
  return [m[1]!, m[2]!];
}
const BACKGROUNDS = ['bg', 'surface', 'surface-2'].map(themeColour);

describe('player colours against both themes', () => {
  it('reads the theme backgrounds worked by hand (light #f7f5ef, dark #121714)', () => {
    expect(themeColour('bg')).toEqual(['#f7f5ef', '#121714']);
  });

  it('computes contrast as WCAG does: black on white 21:1, white on white 1:1, #767676 on white 4.54:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(COLOURS.map((c) => [c]))('%s: its mark has 3:1 or more against every background of its theme', (c) => {
    const [light, dark] = SHADES[c];
    for (const [bgLight, bgDark] of BACKGROUNDS) {
      expect(contrast(light, bgLight), `${c} light on ${bgLight}`).toBeGreaterThanOrEqual(3);
      expect(contrast(dark, bgDark), `${c} dark on ${bgDark}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('names stay in the text colour (never the player colour), AA 4.5:1 on every background of both themes', () => {
    const [textLight, textDark] = themeColour('text');
    for (const [bgLight, bgDark] of BACKGROUNDS) {
      expect(contrast(textLight, bgLight)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(textDark, bgDark)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives every colour its own shades: no two colours alike in either theme', () => {
    expect(new Set(COLOURS.map((c) => SHADES[c][0])).size).toBe(12);
    expect(new Set(COLOURS.map((c) => SHADES[c][1])).size).toBe(12);
  });

  it('keeps the hues of the Okabe-Ito palette in the dark theme (orange #e69f00, sky blue #56b4e9, yellow #f0e442)', () => {
    expect([SHADES.orange[1], SHADES.sky[1], SHADES.yellow[1]]).toEqual(['#e69f00', '#56b4e9', '#f0e442']);
  });
});
