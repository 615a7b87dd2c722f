/**
 * Add to home screen (issue 37; docs/decisions/launch-and-messenger.md "Add to home screen"): each
 * launch is counted on this device (domain/launch/home-screen-offer.ts, the Clock port's time); on
 * the third visit within a week, where the messenger can add the app and it is not there yet, the
 * home shows one quiet card above the bottom menu. Add asks the messenger; Not now, or Add, ends the
 * offer for good. Mounted after boot (its own chunk with the settings' host), its words in the
 * settings catalog, loaded only when the card is due.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { closeOffer, HOME_SCREEN_KEY, recordVisit, shouldOfferHomeScreen } from '../../domain/launch/home-screen-offer';
import { Button } from '../components/button';
import { hasCatalog, loadCatalog } from '../i18n/i18n';
import { usePorts } from '../ports-context';
import { PATHS } from '../routes/paths';
import styles from './home-screen-offer.module.css';

/** One count per launch, whichever way the host is mounted again. */
const counted = new WeakSet<object>();

export function HomeScreenOffer() {
  const ports = usePorts();
  const { i18n } = useLingui();
  const [due, setDue] = useState(false);
  const onHome = useRouterState({ select: (state) => state.location.pathname === PATHS.home });

  useEffect(() => {
    const { storage, clock, messenger, logger } = ports;
    if (counted.has(storage)) return;
    counted.add(storage);
    const now = clock.now();
    const record = recordVisit(storage.get(HOME_SCREEN_KEY), now);
    storage.set(HOME_SCREEN_KEY, record);
    if (!shouldOfferHomeScreen(record, now)) return;
    let cancelled = false;
    void (async () => {
      const native = await messenger.native();
      const answer = native ? await native.homeScreenStatus() : 'unsupported';
      // Already there: nothing to offer, ever.
      if (answer === 'added') storage.set(HOME_SCREEN_KEY, closeOffer(record));
      if (answer !== 'missed' && answer !== 'unknown') return;
      if (!hasCatalog(i18n, 'settings')) await loadCatalog(i18n, 'settings');
      if (!cancelled) setDue(true);
    })().catch((error: unknown) => logger.warn('home screen offer: not shown', error));
    return () => {
      cancelled = true;
    };
  }, [ports, i18n]);

  if (!due || !onHome) return null;
  const answered = (add: boolean) => {
    ports.storage.set(HOME_SCREEN_KEY, closeOffer(ports.storage.get(HOME_SCREEN_KEY)));
    setDue(false);
    if (add) void ports.messenger.native().then((native) => native?.addToHomeScreen());
  };
  return <OfferCard onAdd={() => answered(true)} onDismiss={() => answered(false)} />;
}

function OfferCard({ onAdd, onDismiss }: { onAdd: () => void; onDismiss: () => void }) {
  const { t } = useLingui();
  return (
    <aside className={styles.offer} aria-label={t`Add to home screen`} data-testid="home-screen-offer">
      <p className={styles.text}>
        <Trans>Add SWITCH to your home screen to open your wallet in one tap.</Trans>
      </p>
      <div className={styles.actions}>
        <Button onClick={onDismiss} data-testid="home-screen-dismiss">
          <Trans>Not now</Trans>
        </Button>
        <Button variant="primary" onClick={onAdd} data-testid="home-screen-add">
          <Trans>Add</Trans>
        </Button>
      </div>
    </aside>
  );
}
