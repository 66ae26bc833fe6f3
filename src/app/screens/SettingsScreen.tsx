import type { Settings, TextSize, Theme } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { Lazy } from '../../ui/Lazy';

const backup = () => import('./BackupSection').then((m) => ({ default: m.BackupSection }));
import { settings, updateSettings } from '../../platform/settings';
import { persisted, skippedRecords, storageProblem, store } from '../../platform/store';
import { skippedInWords } from '../StorageBanner';

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onPick,
}: {
  legend: string;
  name: string;
  value: T;
  options: [T, string][];
  onPick: (v: T) => void;
}) {
  return (
    <fieldset class="choice">
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label class="option" key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onPick(v)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

const TOGGLES: [keyof Settings, string, string][] = [
  ['readerMode', 'Reader mode', 'Larger caller view with the words to say aloud, in games that have one.'],
  ['sound', 'Sound', 'A short tone at countdowns and deadlines.'],
  ['voice', 'Voice', 'The device speaks the countdown and key moments.'],
  ['vibration', 'Vibration', 'A buzz at countdowns and deadlines, where the device can.'],
  ['wakeLock', 'Keep the screen on during games', 'Stops the phone going dark mid-game.'],
];

export function SettingsScreen() {
  const s = settings.value;
  const save = (change: Partial<Settings>) => void updateSettings(change);
  const mode = store().mode;
  return (
    <Screen title="Settings">
      <div class="stack">
        <Choice<TextSize>
          legend="Text size"
          name="textSize"
          value={s.textSize}
          onPick={(textSize) => save({ textSize })}
          options={[
            ['normal', 'Normal'],
            ['large', 'Large'],
            ['xlarge', 'Extra large'],
          ]}
        />
        <Choice<Theme>
          legend="Theme"
          name="theme"
          value={s.theme}
          onPick={(theme) => save({ theme })}
          options={[
            ['system', 'Same as the device'],
            ['light', 'Light'],
            ['dark', 'Dark'],
          ]}
        />
        <fieldset>
          <legend>At the table</legend>
          {TOGGLES.map(([key, label, hint]) => (
            <label class="option toggle" key={key}>
              <input
                type="checkbox"
                checked={s[key] as boolean}
                onChange={(e) => save({ [key]: e.currentTarget.checked })}
              />
              <span>
                {label}
                <span class="muted hint">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <section class="card" aria-labelledby="storage-h">
          <h2 id="storage-h">Storage</h2>
          <p>
            {mode === 'indexeddb'
              ? 'Games and history are saved on this device only. Nothing is sent anywhere.'
              : 'Saving is not working here: games run, but results will not be kept after the app closes.'}
          </p>
          <p>
            {persisted.value === true && 'The browser has agreed to keep this data even when space runs low.'}
            {persisted.value === false &&
              'The browser may clear this data when space runs low: install the app to make that less likely.'}
            {persisted.value === null && 'This browser does not say whether it keeps the data.'}
          </p>
          {storageProblem.value && <p role="alert">{storageProblem.value}</p>}
          {skippedRecords.value.length > 0 && <p>{skippedInWords(skippedRecords.value)}</p>}
        </section>
        <Lazy load={backup} props={{}} />
      </div>
    </Screen>
  );
}
