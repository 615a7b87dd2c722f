/**
 * The ways a purchase can be paid, each with the server's price: from the wallet, with Stars (the
 * messenger's currency, with its plural forms), from an external wallet. Only the offered ways show.
 */
import { Plural, Trans } from '@lingui/react/macro';
import type { WayOffer } from '../../../domain/payment/purchase-selectors';
import type { PaymentWay } from '../../../domain/payment/types';
import { Button, MainButton } from '../button';
import styles from './payment.module.css';
import { Unbroken } from '../unbroken';

export interface PaymentWaysProps {
  readonly ways: readonly WayOffer[];
  readonly onChoose: (way: PaymentWay) => void;
  readonly testId: string;
}

function WayLabel({ offer }: { offer: WayOffer }) {
  if (offer.way === 'stars') return <Plural value={offer.stars} one="Pay # Star" other="Pay # Stars" />;
  const ton = offer.ton;
  // One span: in the button's flex row, the sentence's text runs and the amount would otherwise each
  // be a flex item of their own, laid side by side without wrapping (ru overflowed at 320 px).
  return <span>{offer.way === 'internal' ? <Trans>Pay <Unbroken>{ton} TON</Unbroken> from the wallet</Trans> : <Trans>Pay <Unbroken>{ton} TON</Unbroken> with an external wallet</Trans>}</span>;
}

export function PaymentWays({ ways, onChoose, testId }: PaymentWaysProps) {
  return (
    <div className={styles.ways}>
      {ways.map((offer, index) => {
        // The first way offered is the main action; the others are plain buttons.
        const Control = index === 0 ? MainButton : Button;
        return (
          <Control key={offer.way} onClick={() => onChoose(offer.way)} data-testid={`${testId}-pay-${offer.way}`}>
            <WayLabel offer={offer} />
          </Control>
        );
      })}
    </div>
  );
}
