// The shared game components' styles travel with the shared chunk (vite.config.ts), not the first load.
import './components.css';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { store } from '../platform/store';
import { useResource } from './resource';
import { cleanName, keepNameLength, NAME_FIELD_UNITS, namesProblem } from './players';
import { keepAboveFooter } from './step';
import { plural, t } from '@lingui/core/macro';
import { useSignal } from '@preact/signals';
import { COLOURS, MARKS } from '../rules/faces';
import type { Face } from '../rules/faces';
import { isolate } from '../text/words';
import { colourName, faceWords, markName } from './face-words';
import { FaceMark } from './PlayerTag';
import { chooseFace, setupFaces } from './seat-faces';

const seat = (i: number) => i + 1;
const seatName = (name: string, i: number) => {
  const [who, n] = [isolate(name), seat(i)];
  return name ? who : t`seat ${n}`;
};

/** A seat's colour and mark, chosen among those no other seat has (so no colour is there twice). */
function FacePicker({ name, face, taken, onDone }: { name: string; face: Face; taken: Face[]; onDone: () => void }) {
  const who = isolate(name);
  return (
    <div class="face-picker">
      <fieldset>
        <legend>{t`Colour of ${who}`}</legend>
        <div class="face-choices">
          {COLOURS.map((colour) => (
            <label key={colour} class="face-choice">
              <input
                type="radio"
                class="visually-hidden"
                name={`colour-${name}`}
                checked={face.colour === colour}
                disabled={taken.some((f) => f.colour === colour)}
                onChange={() => chooseFace(name, { ...face, colour })}
              />
              <FaceMark face={{ ...face, colour }} size="1.75rem" />
              <span class="visually-hidden">{colourName(colour)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t`Mark of ${who}`}</legend>
        <div class="face-choices">
          {MARKS.map((mark) => (
            <label key={mark} class="face-choice">
              <input
                type="radio"
                class="visually-hidden"
                name={`mark-${name}`}
                checked={face.mark === mark}
                disabled={taken.some((f) => f.mark === mark)}
                onChange={() => chooseFace(name, { ...face, mark })}
              />
              <FaceMark face={{ ...face, mark }} size="1.75rem" />
              <span class="visually-hidden">{markName(mark)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="button" class="btn" onClick={onDone}>
        {t`Done`}
      </button>
    </div>
  );
}

interface Props {
  names: string[];
  onChange: (names: string[]) => void;
  min: number;
  max: number;
}

/** Seats in clockwise order: add (remembered names offered), rename, move, remove. */
export function PlayerSetup({ names, onChange, min, max }: Props) {
  const players = useResource(() => store().listPlayers(), [], []);
  const known = players.value.value ?? [];
  const remembered = known.map((p) => p.name);
  const faces = setupFaces(names, known);
  // The seat whose colour and mark are being chosen, by name (so it follows the player when seats move).
  const picking = useSignal<string | null>(null);
  // The field is the truth (not a copy in state, which may lag the last keystrokes on a busy phone).
  const field = useRef<HTMLInputElement>(null);
  const seats = useRef<HTMLFieldSetElement>(null);
  // The name field (or, with every seat taken, the seat count) is what the setup asks for: kept above the pinned
  // Start button as the list grows; the count line sits just above the field, so it stays in sight with it.
  useLayoutEffect(() => {
    const fs = seats.current;
    keepAboveFooter(fs?.querySelector('.add-player') ?? fs?.querySelector('.seat-count'));
  }, [names.length]);

  const add = (raw: string) => {
    const name = cleanName(raw);
    if (!name || names.length >= max) return;
    onChange([...names, name]);
    if (field.current) field.current.value = '';
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...names];
    const [n] = next.splice(i, 1);
    next.splice(i + by, 0, n!);
    onChange(next);
  };
  const offered = remembered.filter((r) => !names.some((n) => n.toLocaleLowerCase() === r.toLocaleLowerCase()));
  const problem = namesProblem(names, min, max);

  return (
    <fieldset class="player-setup" ref={seats}>
      <legend>{t`Players in seat order, going clockwise`}</legend>
      <ol class="seats">
        {names.map((name, i) => (
          <li key={i} class="seat-row">
            <span class="face-seat" aria-hidden="true">
              {seat(i)}
            </span>
            <button
              type="button"
              class="btn face-button"
              aria-expanded={picking.value === name && name !== ''}
              aria-label={t`Colour and mark of ${seatName(name, i)}: ${faceWords(faces[i]!)}`}
              disabled={!name}
              onClick={() => (picking.value = picking.value === name ? null : name)}
            >
              <FaceMark face={faces[i]!} size="1.4em" />
            </button>
            <input
              type="text"
              aria-label={t`Seat ${seat(i)} name`}
              value={name}
              maxLength={NAME_FIELD_UNITS}
              onInput={(e) => onChange(names.map((n, j) => (j === i ? keepNameLength(e.currentTarget) : n)))}
              onBlur={(e) => onChange(names.map((n, j) => (j === i ? cleanName(e.currentTarget.value) : n)))}
            />
            <button
              type="button"
              class="btn"
              aria-label={name ? t`Move ${name} up` : t`Move seat ${seat(i)} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              class="btn"
              aria-label={name ? t`Move ${name} down` : t`Move seat ${seat(i)} down`}
              disabled={i === names.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              class="btn btn-danger"
              aria-label={name ? t`Remove ${name}` : t`Remove seat ${seat(i)}`}
              onClick={() => onChange(names.filter((_, j) => j !== i))}
            >
              ✕
            </button>
            {name && picking.value === name && (
              <FacePicker
                name={name}
                face={faces[i]!}
                taken={faces.filter((_, j) => j !== i)}
                onDone={() => (picking.value = null)}
              />
            )}
          </li>
        ))}
      </ol>
      <p class="muted seat-count" aria-live="polite">
        {problem ??
          plural(names.length, {
            one: '# player, seat 1 going clockwise.',
            other: '# players, seat 1 to seat # going clockwise.',
          })}
      </p>
      {names.length < max && (
        <form
          class="row add-player"
          onSubmit={(e) => {
            e.preventDefault();
            add(field.current?.value ?? '');
          }}
        >
          <label for="new-player" class="visually-hidden">
            {t`New player's name`}
          </label>
          <input
            ref={field}
            id="new-player"
            type="text"
            placeholder={t`Name`}
            maxLength={NAME_FIELD_UNITS}
            onInput={(e) => keepNameLength(e.currentTarget)}
          />
          <button type="submit" class="btn">
            {t`Add player`}
          </button>
        </form>
      )}
      {offered.length > 0 && names.length < max && (
        <div class="remembered">
          <p class="muted">{t`Played before (tap to add):`}</p>
          <div class="row">
            {offered.slice(0, 12).map((r) => {
              // The colour and mark this player had last time, offered again when free at this table.
              const face = known.find((p) => p.name === r)?.face;
              return (
                <button type="button" class="btn" key={r} onClick={() => add(r)}>
                  {face && <FaceMark face={face} />}
                  {r}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </fieldset>
  );
}
