/**
 * /mining/donate (seed 001 §2 "Donate screens", §9 "Donation"): three offers, the SBT for 2.5 TON,
 * the donors' chat for 27.1828 TON (each paid at once through the one purchase flow), and the hall
 * of fame from 99 TON, which leads to its form. The auction's donate card leads here.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { donationPurchase } from '../../../../domain/mining/donate/purchase';
import type { DonationKind } from '../../../../domain/mining/donate/types';
import { DONATION_OFFERS } from '../../../../domain/mining/donate/rules';
import { formatTokenAmount } from '../../../../domain/money/format';
import { Button } from '../../../components/button';
import { PurchaseSheet } from '../../../machines/purchase-context';
import { DONATION_WORDING, useOfferWords } from './donate-words';
import styles from './donate.module.css';
import { FEATURE_PATHS } from '../../../routes/feature-paths';
import { Unbroken } from '../../../components/unbroken';

export function DonateScreen() {
  const words = useOfferWords();
  const [buying, setBuying] = useState<{ kind: DonationKind; tonAmount: string } | null>(null);
  return (
    <div className={styles.screen} data-testid="donate-screen">
      <h1 className="screen-title">
        <Trans>Donate</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>Support the project with TON. Every offer is paid from your wallet or an external wallet.</Trans>
      </p>
      <ul className={styles.offers}>
        {DONATION_OFFERS.map((offer) => {
          const amount = formatTokenAmount(offer.tonAmount);
          return (
            <li key={offer.kind} className={styles.card} data-testid={`donate-offer-${offer.kind}`}>
              <h2 className={styles.cardTitle}>{words.title(offer.kind)}</h2>
              <p className={styles.hint}>{words.detail(offer.kind)}</p>
              <p className={styles.amount}>{offer.kind === 'hallOfFame' ? <Unbroken><Trans>{amount}+ TON</Trans></Unbroken> : <Unbroken><Trans>{amount} TON</Trans></Unbroken>}</p>
              {offer.kind === 'hallOfFame' ? (
                // The donate routes are mounted after the first screen, not in the router's type.
                <Link to={FEATURE_PATHS.miningDonateHallOfFame} className={styles.action} data-testid="donate-open-hall-of-fame">
                  <Trans>Join the hall of fame</Trans>
                </Link>
              ) : (
                <Button variant="primary" onClick={() => setBuying(offer)} aria-haspopup="dialog" data-testid={`donate-buy-${offer.kind}`}>
                  <Trans>Donate <Unbroken>{amount} TON</Unbroken></Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {buying ? (
        <PurchaseSheet
          purchase={donationPurchase(buying.kind, buying.tonAmount)}
          title={words.title(buying.kind)}
          wording={DONATION_WORDING}
          testId="donation"
          onClose={() => setBuying(null)}
          onPaid={() => setBuying(null)}
        />
      ) : null}
    </div>
  );
}
