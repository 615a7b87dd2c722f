import { Trans } from '@lingui/react/macro';
import { useHomeView, WalletHomeContext } from '../../machines/wallet-home-context';
import { BottomSheet } from '../../components/bottom-sheet';
import { WalletPicker } from './wallet-picker';

/** The picker as a sheet over home; closes once a wallet is chosen. */
export function WalletPickerSheet({ onClose }: { onClose: () => void }) {
  const actor = WalletHomeContext.useActorRef();
  const view = useHomeView();
  return (
    <BottomSheet title={<Trans>Your wallets</Trans>} onClose={onClose}>
      <WalletPicker
        wallets={view.wallets}
        loading={view.walletsLoading}
        onSelect={(accountIndex) => {
          actor.send({ type: 'wallet.select', accountIndex });
          onClose();
        }}
      />
    </BottomSheet>
  );
}
