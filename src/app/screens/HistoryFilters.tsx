import { t } from '@lingui/core/macro';
import { GAMES } from '../../games/registry';
import type { GameId, HistoryQuery } from '../../storage/types';

interface Props {
  query: HistoryQuery;
  names: string[];
  onChange: (q: HistoryQuery) => void;
}

/** "2026-03" -> the first instant of April 2026 here: the list then starts with March's last game. */
function monthEnd(month: string): number | undefined {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? new Date(Number(m[1]), Number(m[2]), 1).getTime() : undefined;
}

function monthOf(before: number | undefined): string {
  if (before === undefined) return '';
  const d = new Date(before - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** Filter by game and player (typed or picked from the names in the history), and jump to a month; folded away until used. */
export function HistoryFilters({ query, names, onChange }: Props) {
  // Any part of a name, in any case ("an" finds Ana and Joan): the names in the history that contain it, then their games.
  const pickPlayer = (typed: string) => {
    const search = typed.trim();
    const folded = search.toLocaleLowerCase();
    onChange({
      ...query,
      player: undefined,
      search: search || undefined,
      anyOf: search ? names.filter((n) => n.toLocaleLowerCase().includes(folded)) : undefined,
    });
  };
  const open =
    query.game !== undefined || query.player !== undefined || query.anyOf !== undefined || query.before !== undefined;
  return (
    <details class="hist-find" open={open}>
      <summary>{t`Find: game, player, month`}</summary>
      <form class="hist-filters" role="search" aria-label={t`Filter the history`} onSubmit={(e) => e.preventDefault()}>
        <label>
          {t`Game`}
          <select
            value={query.game ?? ''}
            onChange={(e) => onChange({ ...query, game: (e.currentTarget.value || undefined) as GameId | undefined })}
          >
            <option value="">{t`All games`}</option>
            {GAMES.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t`Player`}
          <input
            type="search"
            list="hist-names"
            value={query.search ?? query.player ?? ''}
            placeholder={t`Any player, or part of a name`}
            autocomplete="off"
            onChange={(e) => pickPlayer(e.currentTarget.value)}
          />
          <datalist id="hist-names">
            {names.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        </label>
        <label>
          {t`Month`}
          <input
            type="month"
            value={monthOf(query.before)}
            onChange={(e) => onChange({ ...query, before: monthEnd(e.currentTarget.value) })}
          />
        </label>
      </form>
    </details>
  );
}
