/** The bottom sheet that explains the gas of a swap across two networks (seed 000 §2). */
import { Trans } from '@lingui/react/macro';
import { BottomSheet } from '../wallet/bottom-sheet';

export function TwoGasSheet({ onClose }: { onClose: () => void }) {
  return (
    <BottomSheet title={<Trans>Gas fees</Trans>} onClose={onClose}>
      <p className="swap__hint" data-testid="two-gas-explanation">
        <Trans>
          A swap across two networks incurs two gas fees: one on the network you send from and one on the network you receive on.
        </Trans>
      </p>
      <button type="button" className="button button--primary sheet__wide" onClick={onClose}>
        <Trans>Got it</Trans>
      </button>
    </BottomSheet>
  );
}
