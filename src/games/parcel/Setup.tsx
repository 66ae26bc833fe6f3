import { t } from '@lingui/core/macro';
import { appNow } from '../../platform/clock';
import { useSignal } from '@preact/signals';
import { PARCEL_BRISK_SECONDS, PARCEL_HAND_SIZE, PARCEL_VARIANTS } from '../../rules/parcel';
import { RULES_LIMITS } from '../../rules/common';
import type { ParcelVariant } from '../../rules/parcel';
import { startGame } from '../lifecycle';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { PlayerSetup } from '../../ui/PlayerSetup';
import { RulesNotes } from '../../ui/RulesNotes';
import { Screen } from '../../ui/Screen';
import { cleanName, namesProblem, randomSeat } from '../../ui/players';
import { unlockCues } from '../../ui/cues';
import { HandsEntry, draftHands, draftProblems, emptyDraft } from './HandsEntry';
import type { Draft } from './HandsEntry';
import { DeckCard } from './DeckCard';
import { PARCEL_NOTES } from './notes';
import { HowToPlay } from './HowToPlay';
import { useBestSwaps } from './useBestSwaps';
import { parcelDef } from './session';
import type { ParcelSetup } from './session';
import { dealProblemLine, seatName, swapsWord, variantHint, variantName } from './words';
import './parcel.css';
import { gamePath, PATHS } from '../../platform/paths';
import '../../ui/option.css';

const { min: MIN, max: MAX } = RULES_LIMITS.parcel;

/** The landing screen: seats, first player, variant, the deck to build, optional hands, timer. */
export function Setup() {
  const namesS = useSignal<string[]>([]);
  const firstS = useSignal(0);
  const variantS = useSignal<ParcelVariant>('standard');
  const trackS = useSignal(false);
  const draftS = useSignal<Draft>([]);
  const briskS = useSignal(false);
  const errorS = useSignal<string | null>(null);
  const names = namesS.value;
  const n = names.length;
  const [first, variant, track, brisk] = [firstS.value, variantS.value, trackS.value, briskS.value];
  const best = useBestSwaps(n) ?? null;
  const setError = (e: string | null) => void (errorS.value = e);
  const bestSwaps = best === null ? '' : swapsWord(best);
  const brisk_s = PARCEL_BRISK_SECONDS;

  const changeNames = (next: string[]) => {
    namesS.value = next;
    if (firstS.value >= next.length) firstS.value = 0;
    if (next.length !== draftS.value.length) draftS.value = emptyDraft(next.length);
  };

  const start = async () => {
    const problem = namesProblem(names, MIN, MAX);
    if (problem) return setError(problem);
    const clean = names.map(cleanName);
    const hands = track ? draftHands(draftS.value) : null;
    if (track) {
      const problems = draftProblems(draftS.value).map((p) => dealProblemLine(p, clean));
      const listed = problems.join(' ');
      const size = PARCEL_HAND_SIZE;
      if (!hands)
        return setError(t`Enter every hand first (${size} cards each), or untick "Enter the hands". ${listed}`);
      if (problems.length) return setError(t`Check the hands first. ${listed}`);
    }
    unlockCues();
    const setup: ParcelSetup = { names: clean, first, variant, hands, brisk, startedAt: appNow() };
    try {
      await startGame('parcel', setup, parcelDef.label(parcelDef.init(setup), setup), clean);
    } catch {
      setError(t`The game could not be saved on this device. Check the storage notice at the top, then try again.`);
    }
  };

  return (
    <Screen
      title="Parcel Parade"
      game="parcel"
      where={t`${MIN}-${MAX} players · set up the table`}
      footer={
        <Button variant="primary" onClick={start}>
          {t`Start the parade`}
        </Button>
      }
    >
      <div class="stack pp-setup">
        <PlayerSetup names={names} onChange={changeNames} min={MIN} max={MAX} />
        {n >= MIN && <DeckCard players={n} />}
        {n > 0 && (
          <fieldset>
            <legend>{t`First player`}</legend>
            <div class="row">
              <label for="parcel-first" class="visually-hidden">
                {t`First player`}
              </label>
              <select
                id="parcel-first"
                class="pp-grow"
                value={first}
                onChange={(e) => (firstS.value = Number(e.currentTarget.value))}
              >
                {names.map((_, i) => (
                  <option key={i} value={i}>
                    {seatName(names, i)}
                  </option>
                ))}
              </select>
              <Button onClick={() => (firstS.value = randomSeat(n))}>{t`Draw at random`}</Button>
            </div>
          </fieldset>
        )}
        <fieldset>
          <legend>{t`Variant`}</legend>
          {PARCEL_VARIANTS.map((v) => (
            <label key={v} class="option">
              <input type="radio" name="parcel-variant" checked={variant === v} onChange={() => (variantS.value = v)} />
              <span>
                {variantName(v)} <span class="muted pp-hint">{variantHint(v)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t`Options`}</legend>
          <label class="option">
            <input type="checkbox" checked={brisk} onChange={(e) => (briskS.value = e.currentTarget.checked)} />
            <span>{t`Brisk turn timer (about ${brisk_s} s; it never forces a pass)`}</span>
          </label>
          <label class="option">
            <input type="checkbox" checked={track} onChange={(e) => (trackS.value = e.currentTarget.checked)} />
            <span>{t`Enter the hands (to check the deck and spot completion)`}</span>
          </label>
        </fieldset>
        {track && n >= MIN && <HandsEntry names={names} draft={draftS.value} onChange={(d) => (draftS.value = d)} />}
        {track && n < MIN && <p class="muted">{t`Add the players first, then enter their cards.`}</p>}
        <ErrorNotice message={errorS.value} onDismiss={() => setError(null)} />
        {n >= MIN && (
          <p class="muted">
            {best === null
              ? t`No comparable complete parade for ${n} players yet.`
              : t`Personal best for ${n} players: a complete parade in ${bestSwaps}.`}{' '}
            <a href={PATHS.history}>{t`All finished games`}</a>
          </p>
        )}
        <p>
          <a class="btn" href={gamePath('parcel', 'print')}>
            {t`Print cards`}
          </a>
        </p>
        <HowToPlay />
        <RulesNotes notes={PARCEL_NOTES} />
      </div>
    </Screen>
  );
}
