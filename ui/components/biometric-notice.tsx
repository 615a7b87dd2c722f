/**
 * Confirm money with biometrics (issue 37), the screens' side: the prompt's reason in the person's
 * language (what and how much), and the notice a refused prompt leaves above the confirm button.
 * Every money screen (send, swap, staking, a purchase from the balance) uses these, and each of their
 * catalogs lists this file (lingui.config.ts). Loaded with those screens only.
 *
 * Unavailable while the setting is on: the notice offers to turn the confirmation off right here
 * (docs/decisions/settings.md "Biometric confirmation where the client lacks it"), so the form keeps
 * its values and the next press goes out.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { confirmMoneyWith, type BiometricRefusal, type ConfirmMoney, type MoneyReason } from '../../domain/shared/biometric-gate';
import { formatExactTokenAmount } from '../../domain/money/format';
import { shortenAddress } from '../../domain/wallet/address';
import { usePorts } from '../ports-context';
import { useSettings, useSettingsStore } from '../settings/use-settings';
import { buttonClass } from './button';
import styles from './biometric-notice.module.css';

/** The prompt's reason: "Send 1.5 TON to UQAb…9xYz". */
export function describeMoney(i18n: I18n, reason: MoneyReason): string {
  const amount = formatExactTokenAmount(reason.amount);
  const symbol = reason.symbol;
  switch (reason.kind) {
    case 'send': {
      const to = shortenAddress(reason.to);
      return i18n._(msg`Send ${amount} ${symbol} to ${to}`);
    }
    case 'swap': {
      const toSymbol = reason.toSymbol;
      return i18n._(msg`Swap ${amount} ${symbol} for ${toSymbol}`);
    }
    case 'stake':
      return i18n._(msg`Stake ${amount} ${symbol}`);
    case 'purchase':
      return i18n._(msg`Pay ${amount} ${symbol} from your balance`);
  }
}

/** The gate the money machines take (ports.confirmMoney): the person's setting, the messenger's prompt, the reason worded. */
export function useConfirmMoney(): ConfirmMoney {
  const { messenger } = usePorts();
  const store = useSettingsStore();
  const { i18n } = useLingui();
  const [confirm] = useState(() =>
    confirmMoneyWith({ enabled: () => store.get().biometrics, biometry: () => messenger.native(), describe: (reason) => describeMoney(i18n, reason) }),
  );
  return confirm;
}

/** Why nothing went out; for 'unavailable', a button that turns the confirmation off. */
export function BiometricNotice({ refusal }: { refusal: BiometricRefusal | null }) {
  const settings = useSettings();
  const store = useSettingsStore();
  if (refusal === null) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="biometric-notice" data-refusal={refusal}>
      {refusal === 'denied' ? (
        <p>
          <Trans>Biometric confirmation was denied. Nothing was sent. Confirm again to try once more.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Biometric confirmation is on, but this messenger cannot ask for it. Nothing was sent.</Trans>
        </p>
      )}
      {refusal === 'unavailable' && settings.biometrics ? (
        <button type="button" className={buttonClass('link')} onClick={() => store.update({ biometrics: false })} data-testid="biometric-turn-off">
          <Trans>Turn off biometric confirmation</Trans>
        </button>
      ) : null}
      {refusal === 'unavailable' && !settings.biometrics ? (
        <p>
          <Trans>Biometric confirmation is off. Confirm again to continue.</Trans>
        </p>
      ) : null}
    </div>
  );
}
