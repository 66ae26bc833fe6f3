import './catalog';
import type { Settings, TextSize, Theme } from '../../storage/types';
import { Screen } from '../../ui/Screen';
import { Lazy } from '../../ui/Lazy';
import { msg, t } from '@lingui/core/macro';
import { i18n, LOCALES, type Locale } from '../../text/i18n';
import { wantedLocale } from '../../platform/language';

const backup = () => import('./BackupSection').then((m) => ({ default: m.BackupSection }));
import { settings, updateSettings } from '../../platform/settings';
import { persisted, skippedRecords, storageMode, storageProblem } from '../../platform/store';
import { skippedInWords } from '../StorageBanner';
import './settings.css';
import '../../ui/option.css';

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

const TOGGLES = [
  ['readerMode', msg`Reader mode`, msg`Larger caller view with the words to say aloud, in games that have one.`],
  [
    'tableMode',
    msg`Table mode`,
    msg`For a device lying in the middle of the table: a game's screen in parts, each turned toward its player.`,
  ],
  ['sound', msg`Sound`, msg`A short tone at countdowns and deadlines.`],
  ['voice', msg`Voice`, msg`The device speaks the countdown and key moments.`],
  ['vibration', msg`Vibration`, msg`A buzz at countdowns and deadlines, where the device can.`],
  ['wakeLock', msg`Keep the screen on during games`, msg`Stops the phone going dark mid-game.`],
] as const;

/** Each language named in itself, so a reader finds their own whatever the app speaks now. */
const ENDONYMS: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pl: 'Polski',
  ja: '日本語',
};

export function SettingsScreen() {
  const s = settings.value;
  const save = (change: Partial<Settings>) => void updateSettings(change);
  // Read as it changes: before storage has answered nothing is claimed, then what it does now.
  const mode = storageMode.value;
  const browser = wantedLocale('auto') as Locale;
  return (
    <Screen title={t`Settings`}>
      <div class="stack">
        <Choice<Locale | 'auto'>
          legend={t`Language`}
          name="language"
          value={s.language === 'pseudo' ? 'auto' : s.language}
          onPick={(language) => save({ language })}
          options={[
            ['auto', t`Same as the device (${ENDONYMS[browser]})`],
            ...LOCALES.map((l): [Locale, string] => [l, ENDONYMS[l]]),
          ]}
        />
        <Choice<TextSize>
          legend={t`Text size`}
          name="textSize"
          value={s.textSize}
          onPick={(textSize) => save({ textSize })}
          options={[
            ['normal', t`Normal`],
            ['large', t`Large`],
            ['xlarge', t`Extra large`],
          ]}
        />
        <Choice<Theme>
          legend={t`Theme`}
          name="theme"
          value={s.theme}
          onPick={(theme) => save({ theme })}
          options={[
            ['system', t`Same as the device`],
            ['light', t`Light`],
            ['dark', t`Dark`],
          ]}
        />
        <fieldset>
          <legend>{t`At the table`}</legend>
          {TOGGLES.map(([key, label, hint]) => (
            <label class="option toggle" key={key}>
              <input type="checkbox" checked={s[key]} onChange={(e) => save({ [key]: e.currentTarget.checked })} />
              <span>
                {i18n._(label)}
                <span class="muted hint">{i18n._(hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <section class="card" aria-labelledby="storage-h">
          <h2 id="storage-h">{t`Storage`}</h2>
          {mode !== null && (
            <p>
              {mode === 'indexeddb'
                ? t`Games and history are saved on this device only. Nothing is sent anywhere.`
                : t`Saving is not working here: games run, but results will not be kept after the app closes.`}
            </p>
          )}
          <p>
            {persisted.value === true && t`The browser has agreed to keep this data even when space runs low.`}
            {persisted.value === false &&
              t`The browser may clear this data when space runs low: install the app to make that less likely.`}
            {persisted.value === null && t`This browser does not say whether it keeps the data.`}
          </p>
          {storageProblem.value && <p role="alert">{storageProblem.value}</p>}
          {skippedRecords.value.length > 0 && <p>{skippedInWords(skippedRecords.value)}</p>}
        </section>
        <Lazy load={backup} props={{}} />
      </div>
    </Screen>
  );
}
