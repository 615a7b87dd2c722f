/**
 * The settings screen (issue 37, /settings): language, biometric confirmation of payments, sounds
 * (the banner music) and haptics. Opened by the messenger's settings button and from the wallet
 * view. Every change is saved at once, to local storage and the messenger's cloud storage
 * (domain/settings/store.ts); a new language takes effect with a reload, which boots the app in it
 * (docs/decisions/settings.md "A new language reloads the app"). A lazy route.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '../../../domain/launch/language';
import type { Settings } from '../../../domain/settings/settings';
import { usePage } from '../../page-context';
import { useSettings, useSettingsStore } from '../../settings/use-settings';
import styles from './settings.module.css';

/** Each language named in itself, as language pickers do: a reader of either finds theirs. */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ru: 'Русский' };

type Flag = 'biometrics' | 'sounds' | 'haptics';

function Toggle({ flag, checked, onChange, title, hint }: { flag: Flag; checked: boolean; onChange: (flag: Flag, on: boolean) => void; title: ReactNode; hint: ReactNode }) {
  const hintId = useId();
  return (
    <label className={styles.row}>
      <span className={styles.text}>
        <span>{title}</span>
        <span className={styles.hint} id={hintId}>
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className={styles.control}
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onChange(flag, event.currentTarget.checked)}
        data-testid={`settings-${flag}`}
      />
    </label>
  );
}

export function SettingsScreen() {
  const { i18n } = useLingui();
  const settings = useSettings();
  const store = useSettingsStore();
  const page = usePage();
  const current = (settings.language ?? i18n.locale) as Language;

  const chooseLanguage = (language: Language) => {
    store.update({ language });
    // The app speaks one language per start: a reload boots it in the new one (the local setting
    // is written already, so the boot reads it).
    if (language !== i18n.locale) page.reload();
  };
  const setFlag = (flag: Flag, on: boolean) => store.update({ [flag]: on } as Partial<Settings>);

  return (
    <section className={styles.settings} aria-labelledby="settings-title" data-testid="settings-screen">
      <h2 id="settings-title" className="screen-title">
        <Trans>Settings</Trans>
      </h2>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Language</Trans>
        </legend>
        {LANGUAGES.map((language) => (
          <label key={language} className={styles.row}>
            <span className={styles.text} lang={language}>
              {LANGUAGE_NAMES[language]}
            </span>
            <input
              type="radio"
              name="language"
              className={styles.control}
              value={language}
              checked={current === language}
              onChange={() => chooseLanguage(language)}
              data-testid={`settings-language-${language}`}
            />
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Payments</Trans>
        </legend>
        <Toggle
          flag="biometrics"
          checked={settings.biometrics}
          onChange={setFlag}
          title={<Trans>Confirm with biometrics</Trans>}
          hint={<Trans>Before a send, a swap, a staking deposit or a purchase from your balance</Trans>}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Feedback</Trans>
        </legend>
        <Toggle flag="sounds" checked={settings.sounds} onChange={setFlag} title={<Trans>Sounds</Trans>} hint={<Trans>Music of the game banners</Trans>} />
        <Toggle flag="haptics" checked={settings.haptics} onChange={setFlag} title={<Trans>Vibration</Trans>} hint={<Trans>Haptic feedback on taps and payments</Trans>} />
      </fieldset>
    </section>
  );
}
