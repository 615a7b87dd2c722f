/** The bottom sheet that explains the gas of a swap across two networks (seed 000 §2). */
import { Trans } from '@lingui/react/macro';
import { BottomSheet } from '../../components/bottom-sheet';
import { MainButton } from '../../components/button';
import styles from './swap.module.css';

export function TwoGasSheet({ onClose }: { onClose: () => void }) {
  return (
    <BottomSheet
      title={<Trans>Gas fees</Trans>}
      onClose={onClose}
      actions={
        <MainButton onClick={onClose}>
          <Trans>Got it</Trans>
        </MainButton>
      }
    >
      <p className={styles.swapHint} data-testid="two-gas-explanation">
        <Trans>
          A swap across two networks incurs two gas fees: one on the network you send from and one on the network you receive on.
        </Trans>
      </p>
    </BottomSheet>
  );
}
