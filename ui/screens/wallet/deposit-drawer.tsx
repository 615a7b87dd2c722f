import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { WalletOption } from '../../../domain/wallet/home-machine';
import { PATHS } from '../../routes/paths';
import { BottomSheet } from './bottom-sheet';
import { DepositAddresses } from './deposit-addresses';

/** The deposit drawer on home: both deposit addresses, and the QR flow for one token. */
export function DepositDrawer({ wallet, onClose }: { wallet: WalletOption | undefined; onClose: () => void }) {
  return (
    <BottomSheet title={<Trans>Deposit</Trans>} onClose={onClose}>
      <DepositAddresses wallet={wallet} />
      <Link to={PATHS.refillFrom} className="button button--primary sheet__wide">
        <Trans>Deposit with a QR code</Trans>
      </Link>
    </BottomSheet>
  );
}
