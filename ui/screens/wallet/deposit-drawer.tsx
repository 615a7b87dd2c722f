import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { WalletOption } from '../../../domain/wallet/home-machine';
import { buttonClass } from '../../components/button';
import { PATHS } from '../../routes/paths';
import { BottomSheet } from '../../components/bottom-sheet';
import { DepositAddresses } from './deposit-addresses';

/** The deposit drawer on home: both deposit addresses, and the QR flow for one token. */
export function DepositDrawer({ wallet, onClose }: { wallet: WalletOption | undefined; onClose: () => void }) {
  return (
    <BottomSheet
      title={<Trans>Deposit</Trans>}
      onClose={onClose}
      actions={
        <Link to={PATHS.refillFrom} className={buttonClass('main')}>
          <Trans>Deposit with a QR code</Trans>
        </Link>
      }
    >
      <DepositAddresses wallet={wallet} />
    </BottomSheet>
  );
}
