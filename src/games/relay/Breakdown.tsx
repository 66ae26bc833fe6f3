import { RELAY_DISPLAY_SIZE, RELAY_POINTS, TEXTURES, relayPartialPreview } from '../../rules/relay';
import type { RelayPartialDisplay, RelayTile } from '../../rules/relay';

type Check = number | null;

function verdict(points: Check, max: number): string {
  if (points === null) return 'not decided yet';
  return points === max ? `✓ ${points}` : '0';
}

const word = (t: RelayTile | null | undefined, pick: (t: RelayTile) => string) => (t ? pick(t) : 'empty');

/** R7 in words: every check with its points, and the total (or a marked preview while tiles are missing). */
export function Breakdown({ display, label = 'Score' }: { display: RelayPartialDisplay; label?: string }) {
  const p = relayPartialPreview(display);
  const items: [string, string, Check, number][] = [
    ...[0, 1, 2].map((i): [string, string, Check, number] => [
      `Column ${i + 1}`,
      `${word(display.top[i], (t) => t.motif)} over ${word(display.bottom[i], (t) => t.motif)}`,
      p.columns[i] ?? null,
      RELAY_POINTS.column,
    ]),
    ...(['top', 'bottom'] as const).map((r, i): [string, string, Check, number] => [
      `${r.toUpperCase()} row`,
      display[r].map((t) => word(t, (x) => x.texture)).join(', '),
      p.rows[i] ?? null,
      RELAY_POINTS.row,
    ]),
    ['All four textures', TEXTURES.join(', '), p.allTextures, RELAY_POINTS.allTextures],
  ];
  return (
    <section class="relay-breakdown card" aria-label={`${label} breakdown`}>
      <p class="relay-breakdown-total">
        {p.complete ? (
          <strong>
            {label}: {p.secured} of {RELAY_POINTS.max}
          </strong>
        ) : (
          <>
            <strong>Preview</strong> ({p.placed} of {RELAY_DISPLAY_SIZE} tiles): {p.secured} points certain so far
          </>
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
