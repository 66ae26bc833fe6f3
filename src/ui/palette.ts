// The players' colours as drawn: one shade for each theme (light-dark, as the CSS theme does), each checked for
// contrast against the theme's backgrounds (tests/ui/palette.test.ts). The hues follow Okabe and Ito's palette for
// the common colour-vision deficiencies (orange, sky blue, bluish green, yellow, blue, vermillion, reddish purple,
// black), with four more for tables of up to twelve; a colour is never alone: the mark and the name go beside it.
import type { Colour } from '../rules/faces';

export type Shades = readonly [light: string, dark: string];

export const SHADES: Readonly<Record<Colour, Shades>> = {
  orange: ['#b86200', '#e69f00'],
  sky: ['#2a78a8', '#56b4e9'],
  green: ['#00795a', '#1fb98a'],
  yellow: ['#7f7300', '#f0e442'],
  blue: ['#0060a0', '#6aa6f0'],
  vermillion: ['#c24400', '#ff7b3a'],
  purple: ['#a2407a', '#e79ac6'],
  ink: ['#1b1f1d', '#eef2ef'],
  wine: ['#9e1f3e', '#f0758f'],
  indigo: ['#4e3cb0', '#a99bf5'],
  brown: ['#7a4a1e', '#cf9a6b'],
  grey: ['#5f6663', '#a7aeab'],
};

/** The colour as a CSS value that follows the theme. */
export const cssColour = (c: Colour): string => `light-dark(${SHADES[c][0]}, ${SHADES[c][1]})`;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255]
    .map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    })
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
