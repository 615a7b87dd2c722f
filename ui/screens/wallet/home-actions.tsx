/**
 * The home's four actions (seed 000 §2): deposit and the wallet switcher open sheets; send and swap
 * are links once their routes exist, and until then disabled buttons that say why.
 */
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { PATHS } from '../../routes/paths';
import { FutureRouteLink, useRouteExists } from './use-route-exists';
import styles from './wallet.module.css';

function RouteAction({ path, children, unavailable }: { path: typeof PATHS.send | typeof PATHS.swap; children: ReactNode; unavailable: ReactNode }) {
  const exists = useRouteExists(path);
  const noteId = useId();
  if (exists) {
    return (
      <FutureRouteLink path={path} className={styles.action}>
        {children}
      </FutureRouteLink>
    );
  }
  return (
    <>
      <button type="button" className={styles.action} disabled aria-describedby={noteId}>
        {children}
      </button>
      <span id={noteId} className="visually-hidden">
        {unavailable}
      </span>
    </>
  );
}

export interface HomeActionsProps {
  readonly onDeposit: () => void;
  readonly onSwitchWallet: () => void;
}

export function HomeActions({ onDeposit, onSwitchWallet }: HomeActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={onDeposit} aria-haspopup="dialog">
        <Trans context="action">Deposit</Trans>
      </button>
      <RouteAction path={PATHS.send} unavailable={<Trans>Sending is not available yet.</Trans>}>
        <Trans context="action">Send</Trans>
      </RouteAction>
      <RouteAction path={PATHS.swap} unavailable={<Trans>Swapping is not available yet.</Trans>}>
        <Trans context="action">Swap</Trans>
      </RouteAction>
      <button type="button" className={styles.action} onClick={onSwitchWallet} aria-haspopup="dialog">
        <Trans>Switch wallet</Trans>
      </button>
    </div>
  );
}
