import { t } from '@lingui/core/macro';
import { commaList } from '../../text/words';
import { Tagged } from '../../ui/Tagged';
import { motifWord, textureWord } from '../../ui/terms';
import { RELAY_DISPLAY_SIZE, RELAY_POINTS, TEXTURES, relayPartialPreview } from '../../rules/relay';
import type { RelayPartialDisplay, RelayTile } from '../../rules/relay';

type Check = number | null;

function verdict(points: Check, max: number): string {
  if (points === null) return t`not decided yet`;
  return points === max ? `✓ ${points}` : '0';
}

const word = (tile: RelayTile | null | undefined, pick: (tile: RelayTile) => string) =>
  tile ? pick(tile) : t({ comment: 'an empty box of a display', message: 'empty' });

/** R7 in words: every check with its points, and the total (or a marked preview while tiles are missing). */
export function Breakdown({ display, label = t`Score` }: { display: RelayPartialDisplay; label?: string }) {
  const p = relayPartialPreview(display);
  const items: [string, string, Check, number][] = [
    ...[0, 1, 2].map((i): [string, string, Check, number] => {
      const [column, top, bottom] = [
        i + 1,
        word(display.top[i], (x) => motifWord(x.motif)),
        word(display.bottom[i], (x) => motifWord(x.motif)),
      ];
      return [t`Column ${column}`, t`${top} over ${bottom}`, p.columns[i] ?? null, RELAY_POINTS.column];
    }),
    ...(['top', 'bottom'] as const).map((r, i): [string, string, Check, number] => [
      r === 'top' ? t`TOP row` : t`BOTTOM row`,
      commaList(display[r].map((x) => word(x, (y) => textureWord(y.texture)))),
      p.rows[i] ?? null,
      RELAY_POINTS.row,
    ]),
    [t`All four textures`, commaList(TEXTURES.map(textureWord)), p.allTextures, RELAY_POINTS.allTextures],
  ];
  const [secured, max, placed, size] = [p.secured, RELAY_POINTS.max, p.placed, RELAY_DISPLAY_SIZE];
  return (
    <section class="relay-breakdown card" aria-label={t`${label} breakdown`}>
      <p class="relay-breakdown-total">
        {p.complete ? (
          <strong>{t`${label}: ${secured} of ${max}`}</strong>
        ) : (
          <Tagged
            text={t`<0>Preview</0> (${placed} of ${size} tiles): ${secured} points certain so far`}
            parts={{ 0: <strong /> }}
          />
        )}
      </p>
      <ul class="plain">
        {items.map(([name, what, points, max]) => (
          <li key={name} class={points ? 'relay-earns' : undefined}>
            <span>
              <strong>{name}</strong> <span class="muted">({what})</span>
            </span>
            <span class="relay-pts">{verdict(points, max)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
