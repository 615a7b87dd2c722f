/**
 * The home's four actions (seed 000 §2): deposit and the wallet switcher open sheets; send and swap
 * are links once their routes exist, and until then disabled buttons that say why. Each carries an
 * icon above (or, two by two on a narrow phone, beside) its label.
 */
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { PATHS } from '../../routes/paths';
import { DepositIcon, SendIcon, SwapIcon, SwitchWalletIcon } from '../../components/icons';
import { FutureRouteLink, useRouteExists } from './use-route-exists';
import styles from './wallet.module.css';

function ActionLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className={styles.actionIcon}>{icon}</span>
      <span className={styles.actionLabel}>{children}</span>
    </>
  );
}

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
        <ActionLabel icon={<DepositIcon size={22} />}>
          <Trans context="action">Deposit</Trans>
        </ActionLabel>
      </button>
      <RouteAction path={PATHS.send} unavailable={<Trans>Sending is not available yet.</Trans>}>
        <ActionLabel icon={<SendIcon size={22} />}>
          <Trans context="action">Send</Trans>
        </ActionLabel>
      </RouteAction>
      <RouteAction path={PATHS.swap} unavailable={<Trans>Swapping is not available yet.</Trans>}>
        <ActionLabel icon={<SwapIcon size={22} />}>
          <Trans context="action">Swap</Trans>
        </ActionLabel>
      </RouteAction>
      <button type="button" className={styles.action} onClick={onSwitchWallet} aria-haspopup="dialog">
        <ActionLabel icon={<SwitchWalletIcon size={22} />}>
          <Trans>Switch wallet</Trans>
        </ActionLabel>
      </button>
    </div>
  );
}
