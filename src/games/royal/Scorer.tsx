import { t } from '@lingui/core/macro';
import { signal, useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { useResource } from '../../ui/resource';
import { appNow } from '../../platform/clock';
import { newId } from '../../platform/ids';
import { navigate } from '../../platform/router';
import { store } from '../../platform/store';
import type { RowCard } from './core';
import { parseCard, scoreRoyalRow } from './core';
import type { SessionController } from '../controller';
import { gamePath, playPath } from '../../platform/paths';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { Breakdown } from './Breakdown';
import { CardEntry } from './CardEntry';
import type { Picks } from './CardEntry';
import { RowView } from './Card';
import { useStepStart } from '../../ui/step';
import type { ScorerAction, ScorerSetup } from './scorer';
import { isScorer, scorerDef } from './scorer';
import { cardLabel, cardName, cards, points } from './words';

const play = (id: string) => playPath('royal', id);

/** The card being picked, kept when the first card's save opens the saved row's screen: a tap then is not lost. */
const picks: Picks = { rank: signal(null), suit: signal(null), down: signal(false) };

export type ScorerController = SessionController<ScorerSetup, ScorerAction, RowCard[]>;

interface Props {
  row: RowCard[];
  act: (a: ScorerAction) => boolean;
  error: string | null;
  undo?: () => void;
  canUndo?: boolean;
  id?: string;
}

/** "Royal Draft · 3 cards · 7 points". */
function where(row: RowCard[]): string {
  const game = 'Royal Draft';
  const count = cards(row.length);
  if (row.length === 0) return t`${game} · ${count}`;
  const score = points(scoreRoyalRow(row).total);
  return t`${game} · ${count} · ${score}`;
}

/** Scores any row from any physical game of Royal Draft (D8). */
function ScorerView({ row, act, error, undo, canUndo, id }: Props) {
  const n = row.length;
  // What the last edit did, for screen readers; this screen's own state.
  const said = useSignal('');
  const heading = useStepStart<HTMLHeadingElement>(String(n));
  const edit = (a: ScorerAction, words: string) => {
    const ok = act(a);
    if (ok) said.value = words;
    return ok;
  };
  return (
    <Screen title={t`Scorer`} docTitle={t`Collection scorer`} pinned where={where(row)} onUndo={undo} canUndo={canUndo}>
      <div class="rd-now-step">
        <h2 class="rd-prompt" tabIndex={-1} ref={heading}>
          {t`Add the next card of the row (earliest first)`}
        </h2>
        <CardEntry
          legend={t`The next card`}
          allowJoker
          faceChoice
          error={error}
          actionLabel={(code, up) => {
            const card = cardLabel(code);
            return up ? t`Add ${card}` : t`Add ${card}, face-down`;
          }}
          onEnter={(card, faceUp) => {
            const name = cardName(card);
            return edit({ t: 'add', card, faceUp }, t`${name} added.`);
          }}
          picks={picks}
        />
      </div>
      <RowView row={row} label={t`The row so far, left to right`} />
      {n > 0 && (
        <div class="card">
          <Breakdown row={row} title={t`Score`} level={2} />
        </div>
      )}
      {n > 0 && (
        <section class="stack" aria-labelledby="rd-edit-h">
          <h2 id="rd-edit-h">{t`Edit the row`}</h2>
          <ol class="rd-edit">
            {row.map((rc, i) => {
              const name = cardName(rc.card);
              const card = cardLabel(rc.card);
              const before = i;
              const after = i + 2;
              return (
                <li key={rc.card}>
                  <span class="rd-edit-name">{rc.faceUp ? t`${card}, face-up` : t`${card}, face-down`}</span>
                  <span class="row">
                    <Button
                      aria-label={t`Move ${name} left`}
                      disabled={i === 0}
                      onClick={() => edit({ t: 'move', i, by: -1 }, t`${name} moved to place ${before}.`)}
                    >
                      ←
                    </Button>
                    <Button
                      aria-label={t`Move ${name} right`}
                      disabled={i === n - 1}
                      onClick={() => edit({ t: 'move', i, by: 1 }, t`${name} moved to place ${after}.`)}
                    >
                      →
                    </Button>
                    <Button
                      aria-label={rc.faceUp ? t`Flip ${name} face-down` : t`Flip ${name} face-up`}
                      onClick={() => edit({ t: 'flip', i }, t`${name} flipped.`)}
                    >
                      {t`Flip`}
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={t`Remove ${name}`}
                      onClick={() => edit({ t: 'remove', i }, t`${name} removed.`)}
                    >
                      ✕
                    </Button>
                  </span>
                </li>
              );
            })}
          </ol>
          <p class="visually-hidden" aria-live="polite">
            {said.value}
          </p>
          <Button variant="quiet" onClick={() => act({ t: 'clear' })}>
            {t`Clear the whole row`}
          </Button>
        </section>
      )}
      <p class="muted">
        {t`Scores a row from any game of Royal Draft: enter it left to right and tick Face-down for turned cards. The row is kept on this device (Home, Resume).`}
      </p>
      <p class="row">
        <a href={gamePath('royal')}>{t`Back to Royal Draft`}</a>
        {id && (
          <Button
            variant="quiet"
            onClick={() =>
              store()
                .deleteSession(id)
                .catch(() => undefined)
                .then(() => navigate(gamePath('royal')))
            }
          >
            {t`Done: remove this row from Resume`}
          </Button>
        )}
      </p>
    </Screen>
  );
}

/** `/royal-draft/scorer`: reopens the saved row if there is one, else starts one that is saved with its first card. */
export function NewScorer() {
  const error = useSignal<string | null>(null);
  /** The row while its first card is being saved: shown at once, and never a second row begun meanwhile. */
  const first = useSignal<RowCard[] | null>(null);
  const saved = useResource(
    () =>
      store()
        .listSessions()
        .then((all) => all.find((x) => x.game === 'royal' && isScorer(x.setup))),
    [],
  );
  const found = saved.value.value;
  useEffect(() => {
    if (found) navigate(play(found.id), { replace: true });
  }, [found]);
  const act = (a: ScorerAction) => {
    if (a.t !== 'add') return false;
    if (first.value) {
      error.value = t`Saving the first card: add this one in a moment.`;
      return false;
    }
    const now = appNow();
    const setup = { scorer: true } as const;
    const row = scorerDef.apply([], a, setup);
    const label = scorerDef.label(row, setup);
    const s = { id: newId(), game: 'royal' as const, setup, actions: [a], createdAt: now, updatedAt: now, label };
    first.value = row;
    error.value = null;
    store()
      .putSession(s)
      .then(
        () => navigate(play(s.id), { replace: true }),
        () => {
          // Not saved: the card is back in the pickers, to add again.
          first.value = null;
          const { joker, rank, suit } = parseCard(a.card);
          picks.rank.value = joker ? 'JOKER' : rank;
          picks.suit.value = suit;
          picks.down.value = !a.faceUp;
          error.value = t`The row could not be saved on this device. Try again; if it keeps failing, check Settings.`;
        },
      );
    return true;
  };
  return <ScorerView row={first.value ?? []} act={act} error={error.value} />;
}

/** A saved scorer row (opened from Resume, or after its first card). */
export function ScorerSession({ c }: { c: ScorerController }) {
  return (
    <ScorerView
      row={c.state.value}
      act={(a) => c.dispatch(a)}
      error={c.error.value}
      undo={() => c.undo()}
      canUndo={c.canUndo.value}
      id={c.id}
    />
  );
}
