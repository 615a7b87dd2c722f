/**
 * The wallet chooser title: names the selected account ("Wallet 1" for accountIndex 0) and carries
 * the hidden reset gesture (seed 000 §2): 25 taps, each within a second of the previous, clear local
 * storage and reload. A tap also opens the wallet view (/wallet, the full-screen wallet picker); the
 * title stays in the header there, so the gesture keeps counting.
 */
import { Trans } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useRef } from 'react';
import { initialTapState, registerTap, type TapState } from '../../../domain/launch/hidden-reset';
import { usePage } from '../../page-context';
import { PATHS } from '../../routes/paths';
import { usePorts } from '../../ports-context';

export function WalletChooserTitle() {
  const { storage, clock } = usePorts();
  const page = usePage();
  const navigate = useNavigate();
  const selectedWalletIndex = useSearch({ strict: false, select: (search) => search.selectedWalletIndex ?? 0 });
  // A ref, not state: counting taps must not re-render the header 25 times.
  const taps = useRef<TapState>(initialTapState);

  const onClick = () => {
    const { state, triggered } = registerTap(taps.current, clock.now());
    taps.current = state;
    if (triggered) {
      storage.clear();
      page.reload();
      return;
    }
    void navigate({ to: PATHS.wallet });
  };

  const number = selectedWalletIndex + 1;
  return (
    <h1 className="wallet-chooser">
      <button type="button" className="wallet-chooser__button" onClick={onClick}>
        <Trans>Wallet {number}</Trans>
      </button>
    </h1>
  );
}
