/**
 * The messenger's native pieces once the app is up (ui/shell/after-boot.tsx; docs/decisions/settings.md "Settings that follow the person"): the settings are read
 * from the messenger's cloud storage (a language chosen on another device reloads the app in it),
 * and the messenger's settings button opens the settings screen.
 */
import { useLingui } from '@lingui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { settingsStore } from '../../domain/settings/store';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import { usePage } from '../page-context';
import { usePorts } from '../ports-context';
import { FEATURE_PATHS } from '../routes/feature-paths';

export function NativeHost() {
  const ports = usePorts();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const page = usePage();

  useEffect(() => {
    let cancelled = false;
    let off: () => void = () => undefined;
    void settingsStore(ports)
      .hydrate()
      .then(({ language }) => {
        // Reloaded only once the local setting holds the new language, which the boot reads: a
        // storage that refuses writes must not reload the app again and again.
        if (!cancelled && language !== null && language !== i18n.locale && ports.storage.get(STORAGE_KEYS.language) === language) page.reload();
      });
    void ports.messenger.native().then((native) => {
      if (!cancelled && native) off = native.onSettingsButton(() => void navigate({ to: FEATURE_PATHS.settings }));
    });
    return () => {
      cancelled = true;
      off();
    };
  }, [ports, i18n, navigate, page]);
  return null;
}
