import { plural, t } from '@lingui/core/macro';
import { signal } from '@preact/signals';
import { isolate } from '../../../text/words';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { choicesReaders } from '../../../rules/choices';
import type { Zone } from '../../../rules/choices';
import { RULES_LIMITS } from '../../../rules/common';
import { store } from '../../../platform/store';
import { Button } from '../../../ui/Button';
import { Name } from '../../../ui/Name';
import { TableFaces } from '../../../ui/PlayerTag';
import { DeadlineTimer } from '../../../ui/DeadlineTimer';
import { useStepStart } from '../../../ui/step';
import { gamePath } from '../../../platform/paths';
import { gameClock } from '../clock';
import { FinalScreen } from '../Final';
import { Frame, roundWords } from '../Frame';
import { historyRecord } from '../history';
import type { ChoicesAction, ChoicesState } from '../../../rules/choices';
import { RevealScreen } from '../Reveal';
import { AuthorTurn, ReaderTurn } from '../Turn';
import { leave, problem, send, status } from './connection';
import type { Draft, TableView } from '../../../rules/choices/wire';
import { Qr } from './Qr';
import { promptWords } from '../prompts';
import { ONLINE } from './Start';

/** The one-phone screens speak ChoicesAction; online they become requests to the table. */
function dispatch(a: ChoicesAction) {
  if (a.t === 'place') placed(a.id, a.zone);
  else if (a.t === 'sort') send({ t: 'sort', pattern: a.pattern, anchor: a.anchor });
  else if (a.t === 'predict') send({ t: 'predict', pattern: a.pattern });
  else if (a.t === 'next') send({ t: 'continue' });
}

/**
 * A tile moves on this phone at once and the table is told; the server's copy
 * of the draft (which a reload gets back) catches up a moment later. Moves made
 * here win over an older echo until the turn ends.
 */
const moves = signal<{ turn: string; draft: Draft }>({ turn: '', draft: {} });
const placed = (id: string, zone: Zone) => {
  moves.value = { ...moves.value, draft: { ...moves.value.draft, [id]: zone } };
  send({ t: 'place', id, zone });
};
function draftFor(turn: string, server: Draft): Draft {
  if (moves.value.turn !== turn) moves.value = { turn, draft: {} };
  return { ...server, ...moves.value.draft };
}

/** Online deadlines are this phone's own app times (receipt time + the ms the server said were left): no clock to catch up with. */
const clock = gameClock(0);

const nameOf = (v: TableView, seat: number) => v.seats[seat]?.name ?? `seat ${seat + 1}`;

/** This round's readers in reading order (C4, C9: the rules core's order). */
const readersNow = (v: TableView) => choicesReaders(v.seats.length, v.order[v.round]!);

const LOST = 'Connection lost: reconnecting…';

function Connection() {
  if (status.value === 'reconnecting')
    return (
      <p class="notice" role="status">
        {LOST}
      </p>
    );
  if (status.value === 'closed')
    return (
      <p class="notice notice-error" role="alert">
        This phone has left the table.
      </p>
    );
  return null;
}

function Lobby({ v }: { v: TableView }) {
  const address = `${location.origin}${ONLINE}/${v.code}`;
  const isHost = v.me.seat !== null && v.me.seat === v.host;
  const players = v.seats.length;
  const { min, max } = RULES_LIMITS.choices;
  const watching = v.me.seat === null;
  const ready = players >= min;
  const missing = min - players;
  return (
    <Frame
      where={`Table ${v.code} · ${players} of ${max} players`}
      error={problem.value}
      footer={
        isHost ? (
          <Button variant="primary" disabled={!ready} onClick={() => send({ t: 'start' })}>
            {ready
              ? `Start with ${players} players`
              : plural(missing, { one: 'Waiting for # more player', other: 'Waiting for # more players' })}
          </Button>
        ) : (
          <p class="muted">
            {v.host !== null ? `${isolate(nameOf(v, v.host))} starts the game.` : 'Waiting for the host.'}
          </p>
        )
      }
    >
      <Connection />
      {watching && (
        <p class="notice" role="status">
          {players >= max
            ? `The table is full (${max} players): you are watching this table.`
            : 'You are watching this table.'}
        </p>
      )}
      <p class="on-join">
        Table code <strong class="on-code">{v.code}</strong>
      </p>
      <h2 id="on-who">Who is in</h2>
      <ol class="on-seats on-lobby">
        {v.seats.map((s, i) => (
          <li key={i}>
            <Name>{s.name}</Name>
            {i === v.host ? ' (host)' : ''}
            {i === v.me.seat ? ' (you)' : ''}
            {s.here ? '' : ' - away'}
            {isHost && i !== v.me.seat && <RemoveSeat name={s.name} seat={i} />}
          </li>
        ))}
      </ol>
      {v.spectators > 0 && <p class="muted">{v.spectators} watching</p>}
      <Watchers v={v} />
      {isHost && <Qr text={address} label={`QR code to join table ${v.code}`} />}
      <p class="muted on-address">Without the QR code, open {address}</p>
      {isHost && (
        <p>
          <a href={gamePath('choices', 'tableCard', { code: v.code })} target="_blank" rel="noopener">
            Print a table card
          </a>{' '}
          (opens in a new tab)
        </p>
      )}
    </Frame>
  );
}

/**
 * On the host's and the table screen's phones: every ask to take an away
 * player's seat, with who asks (the name typed), how long ago and whether
 * from a network address that seat's own phone used (phones behind one router
 * share one); this phone chooses one, and the others for that seat are refused.
 */
function Asks({ v }: { v: TableView }) {
  if (v.asks.length === 0) return null;
  return (
    <section class="on-asks" aria-label={t`Seats asked for`}>
      <ul class="plain">
        {v.asks.map((a) => {
          const seat = isolate(nameOf(v, a.seat));
          const asker = isolate(a.name);
          const seconds = Math.floor(a.ago / 1000);
          return (
            <li key={a.id}>
              <p class="notice" role="alert">
                {a.known
                  ? plural(seconds, {
                      one: `${asker} asks for ${seat}’s seat from the network address that seat’s phone used, # second ago.`,
                      other: `${asker} asks for ${seat}’s seat from the network address that seat’s phone used, # seconds ago.`,
                    })
                  : plural(seconds, {
                      one: `${asker} asks for ${seat}’s seat from a new network address, # second ago.`,
                      other: `${asker} asks for ${seat}’s seat from a new network address, # seconds ago.`,
                    })}
              </p>
              <Button onClick={() => send({ t: 'approve', ask: a.id })}>
                {/* one text run: a button lays its children out as flex items, which would split the name from its ’s */}
                <span>{t`Give ${seat}’s seat to ${asker}`}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** On the host's phone: the phones watching, each with a way to remove it. */
function Watchers({ v }: { v: TableView }) {
  if (v.watchers.length === 0) return null;
  return (
    <section aria-labelledby="on-watchers">
      <h3 id="on-watchers">{t`Watching`}</h3>
      <ul class="plain on-seats">
        {v.watchers.map((w) => {
          const name = isolate(w.name);
          return (
            <li key={w.id} class="on-remove">
              <Name>{w.name}</Name>
              <Button onClick={() => send({ t: 'remove', seat: null, watcher: w.id })}>{t`Remove ${name}`}</Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The host's button that removes a phone from its lobby seat. */
function RemoveSeat({ name, seat }: { name: string; seat: number }) {
  const who = isolate(name);
  return <Button onClick={() => send({ t: 'remove', seat, watcher: null })}>{t`Remove ${who}`}</Button>;
}

/** The table screen: everything public about the round (prompt, anchor, timer, who has locked in), never a pattern. */
function TableScreen({ v, deadline, note }: { v: TableView; deadline: number | null; note?: string }) {
  const author = nameOf(v, v.order[v.round]!);
  const readers = readersNow(v);
  const away = v.screen === null || !v.seats[v.screen]?.here;
  const canTake = v.me.seat !== null && v.screen !== v.me.seat && away;
  const spectator = v.me.seat === null;
  const prompt = v.prompt && promptWords(v.prompt);
  return (
    <Frame
      where={roundWords(v.round, v.order.length, author)}
      docTitle={`Round ${v.round + 1}: ${v.phase === 'author' ? `${author} sorts` : 'readers guess'}`}
      error={problem.value}
      footer={
        canTake ? <Button onClick={() => send({ t: 'screen' })}>Show the table screen on this phone</Button> : undefined
      }
    >
      <Connection />
      {spectator && <p class="muted">You are watching this table.</p>}
      {v.asking !== null && (
        <p class="notice" role="status">
          You asked to take {isolate(nameOf(v, v.asking))}’s seat: the host or the table screen decides.
        </p>
      )}
      {note && <p class="notice">{note}</p>}
      <h2 class="ch-prompt" data-step tabIndex={-1}>
        {prompt?.text}
      </h2>
      {deadline !== null && v.total !== null && (
        <DeadlineTimer
          deadline={deadline}
          totalMs={v.total}
          label={v.phase === 'author' ? `${author}’s time` : 'Readers’ time'}
        />
      )}
      {v.phase === 'author' ? (
        <p>
          <strong>{author}</strong> is sorting the six tiles in secret: {prompt?.tiles.join(', ')}.
        </p>
      ) : (
        <>
          <h3 id="on-readers">Readers</h3>
          <ul class="plain on-seats">
            {readers.map((seat) => (
              <li key={seat}>
                <Name>{nameOf(v, seat)}</Name>: {v.confirmed.includes(seat) ? '✓ locked in' : 'still guessing'}
                {v.seats[seat]!.here ? '' : ' (away)'}
              </li>
            ))}
          </ul>
          <p class="on-anchor">
            The anchor, in Pick first: <strong>{prompt?.tiles[Number(v.anchor)]}</strong>
          </p>
        </>
      )}
      <Watchers v={v} />
    </Frame>
  );
}

/**
 * Each phone keeps the finished game in its own history (once, whatever reconnects happen). What it says is there
 * from the first showing ("Saving…"), so the footer does not grow under the final table after it has placed itself.
 */
function useSaveHistory(v: TableView): { said: string; failed: boolean } {
  const [saved, setSaved] = useState<{ said: string; failed: boolean }>({
    said: 'Saving to this phone’s history…',
    failed: false,
  });
  const done = useRef<string | null>(null);
  useEffect(() => {
    const f = v.final;
    if (!f || done.current === f.id) return;
    done.current = f.id;
    const state = { phase: { k: 'done' }, rounds: f.rounds } as ChoicesState;
    const watched = v.me.seat === null ? { watched: true as const } : {};
    store()
      .putHistory({ ...historyRecord(f.setup, state, f.finishedAt), id: f.id, ...watched })
      .then(() =>
        setSaved({
          said:
            v.me.seat === null
              ? 'Saved to this phone’s history as a game you watched.'
              : 'Saved to this phone’s history.',
          failed: false,
        }),
      )
      .catch(() => setSaved({ said: 'These scores could not be saved on this phone: note them down.', failed: true }));
  }, [v.final]);
  return saved;
}

/** What this phone shows: a new step (phase, round, or this phone's own turn begun or locked) starts at its heading. */
const stepOf = (v: TableView) => [v.game, v.phase, v.round, v.mine && !v.mine.locked ? 'turn' : 'table'].join('-');

/**
 * While the phones' table is shown, Back to it (after Settings, say) does not have the browser scroll it to where
 * the page once was, under another text size: the step places itself. The mode is the history entry's. Only this
 * table for now: on every step screen it left Relay's display editor with the box being entered under the palette
 * sheet, for a reason not yet found.
 */
function useOwnScroll(): void {
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    return () => void (history.scrollRestoration = 'auto');
  }, []);
}

/** What this phone shows, with any ask for an away seat above it whatever the step (the host may be on a turn). */
export function TableView({ v, at }: { v: TableView; at: number }) {
  // Every phone draws the same faces: each seat's, in seat order.
  return (
    <TableFaces players={v.seats.map((s) => s.name)}>
      <TableSteps v={v} at={at} />
      <Asks v={v} />
    </TableFaces>
  );
}

function TableSteps({ v, at }: { v: TableView; at: number }) {
  const saved = useSaveHistory(v);
  useOwnScroll();
  useStepStart(stepOf(v), () => document.querySelector<HTMLElement>('main [data-step]'));
  const deadline = v.left === null ? null : at + v.left;
  const error = problem.value;
  if (v.phase === 'lobby') return <Lobby v={v} />;
  if (v.phase === 'done')
    return (
      <FinalScreen
        standings={v.standings ?? []}
        finish={
          <p class={saved.failed ? 'notice notice-error' : 'notice'} role="status">
            {saved.said}
          </p>
        }
        onAgain={() => {
          // A player keeps the table: the same phones go back to its lobby under the same code. A watcher starts afresh.
          if (v.me.seat !== null) send({ t: 'again' });
          else void leave().then(() => (location.href = ONLINE));
        }}
      />
    );
  const author = nameOf(v, v.order[v.round]!);
  const words = v.prompt && promptWords(v.prompt);
  const where = {
    round: v.round,
    rounds: v.order.length,
    author,
    prompt: words?.text ?? '',
    tiles: words?.tiles ?? [],
    deadline: deadline ?? at,
    left: v.left ?? 0,
  };
  if (v.phase === 'reveal' && v.reveal) {
    const r = v.reveal;
    const endsAt = deadline ?? at;
    // Only the table screen moves the reveal on; the other phones show when it moves on by itself.
    const continueAt = v.me.seat !== null && v.me.seat === v.screen ? at + (v.continueIn ?? 0) : endsAt;
    return (
      <RevealScreen
        key={r.round}
        view={{
          ...where,
          k: 'reveal',
          pattern: r.pattern,
          anchor: r.anchor,
          readers: r.readers.map((x) => ({
            name: nameOf(v, x.seat),
            prediction: x.prediction,
            correct: x.correct,
            award: x.award,
          })),
          authorAward: r.authorAward,
          totals: v.totals.map((total, seat) => ({ seat, name: nameOf(v, seat), total })),
          continueAt,
          endsAt,
          last: v.round + 1 >= v.order.length,
        }}
        clock={clock}
        dispatch={dispatch}
        error={error}
      />
    );
  }
  const mine = v.mine;
  const me = v.me.seat;
  // On this phone's own turn the connection is said where the turn's messages are, at once.
  const turnError = error ?? (status.value === 'reconnecting' ? LOST : null);
  if (mine && me !== null && !mine.locked && deadline !== null) {
    const draft = draftFor(`${v.code} ${v.game} ${v.round} ${v.phase}`, mine.draft);
    if (v.phase === 'author')
      return (
        <AuthorTurn
          key={`a${v.round}`}
          view={{ ...where, k: 'author' }}
          draft={draft}
          clock={clock}
          dispatch={dispatch}
          error={turnError}
        />
      );
    const order = readersNow(v);
    const readers = order.length;
    const reader = order.indexOf(me);
    return (
      <ReaderTurn
        key={`r${v.round}`}
        view={{ ...where, k: 'reader', name: nameOf(v, me), anchor: v.anchor!, reader, readers }}
        draft={draft}
        clock={clock}
        dispatch={dispatch}
        error={turnError}
      />
    );
  }
  const note = mine?.locked
    ? v.phase === 'author'
      ? 'Your pattern is locked.'
      : 'Your prediction is locked in; it stays hidden until the reveal.'
    : undefined;
  return <TableScreen v={v} deadline={deadline} note={note} />;
}
