import { t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import type { Face } from '../rules/faces';
import { facesOf } from '../rules/faces';
import { formatWhen } from '../platform/format';
import type { HistoryRecord } from '../storage/types';
import { listNames, num, stripBidi } from '../text/words';
import { Button } from './Button';

/** The drawing is a chunk of its own, fetched on the first tap (and precached, so it draws offline). */
const loadDrawing = () => import('./result-image');

type CardRecord = Pick<HistoryRecord, 'game' | 'finishedAt' | 'players' | 'scores' | 'winners'> & {
  faces?: readonly Face[] | undefined;
};

type Outcome = 'shared' | 'saved' | 'cancelled' | 'failed';

/** The card follows the theme on screen: dark when the page's background is (whatever chose it: setting or system). */
const isDark = () => {
  const [r = 255, g = 255, b = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
  return r + g + b < 3 * 128;
};

/**
 * A finished game as a picture to send: the game, the date, each player's mark, colour, name and score, and the
 * winner. Shared as a file where the phone offers it (Web Share with files), else downloaded. The text share stays
 * beside it (ShareSheet).
 */
export function ResultCard({ record, title }: { record: CardRecord; title: string }) {
  const outcome = useSignal<Outcome | null>(null);
  const busy = useSignal(false);
  const make = async () => {
    busy.value = true;
    try {
      outcome.value = await send(record, title);
    } catch (err) {
      console.error(err);
      outcome.value = 'failed';
    } finally {
      busy.value = false;
    }
  };
  const said = {
    shared: t`Picture shared.`,
    saved: t`Picture saved to your downloads.`,
    cancelled: t`Picture not shared.`,
    failed: t`The picture could not be made here.`,
  };
  return (
    <div class="row result-card">
      <Button onClick={() => void make()} aria-disabled={busy.value}>
        {t`Send as a picture`}
      </Button>
      <span role="status">{outcome.value && said[outcome.value]}</span>
    </div>
  );
}

async function send(record: CardRecord, title: string): Promise<Outcome> {
  const { drawResultCard } = await loadDrawing();
  const faces = facesOf(record.players.length, record.faces);
  const together = record.scores.length !== record.players.length;
  const names = listNames(record.winners.map((w) => record.players[w] ?? ''));
  const [score, count] = [num(record.scores[0] ?? 0), record.winners.length];
  // Highest score first, seat order on a tie; a cooperative game lists its players in seat order under the group's score.
  const order = record.players.map((_, i) => i);
  if (!together) order.sort((a, b) => (record.scores[b] ?? 0) - (record.scores[a] ?? 0) || a - b);
  const footer = together
    ? t`Together: ${score}`
    : count === 0
      ? ''
      : count === 1
        ? t`Winner: ${names}`
        : t`Shared win: ${names}`;
  const blob = await drawResultCard({
    game: record.game,
    title,
    when: formatWhen(record.finishedAt),
    rows: order.map((i) => ({
      name: record.players[i] ?? '',
      face: faces[i]!,
      score: together ? '' : num(record.scores[i] ?? 0),
      won: record.winners.includes(i),
    })),
    footer: stripBidi(footer),
    winnerWord: t({ comment: 'beside a winner on the result picture', message: 'winner' }),
    dark: isDark(),
  });
  const day = new Date(record.finishedAt).toISOString().slice(0, 10);
  const file = new File([blob], `tableside-${record.game}-${day}.png`, { type: 'image/png' });
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // Shares of files may be refused on some phones: the download below still gives the picture.
    }
  }
  const a = document.createElement('a');
  a.href = URL.createObjectURL(file);
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
  return 'saved';
}
