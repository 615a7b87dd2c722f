/**
 * /prove (seed 001 §2): what the proof gives (+5 % on every claim), the three ways (a TON wallet
 * connection, the wallet's balance, Stars) and the cost the server answers in TON, USD and Stars;
 * Verify opens the one purchase flow's sheet (the ways with their prices, then confirm), whose
 * failures it words.
 */
import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { PROVE_PURCHASE } from '../../../../domain/mining/prove/purchase';
import type { ProveView } from '../../../../domain/mining/prove/selectors';
import { MainButton } from '../../../components/button';
import { PurchaseSheet } from '../../../machines/purchase-context';
import { ProveContext } from './prove-context';
import { proveRefusal } from './prove-refusal';
import styles from './prove.module.css';
import { Unbroken } from '../../../components/unbroken';

const WORDING = {
  intro: <Trans>Pay once to get a code: it arrives as the comment of a 0 TON transfer in your wallet history.</Trans>,
  failureTitle: <Trans>Verification payment failed</Trans>,
  success: <Trans>Paid. Your code is on its way.</Trans>,
  refusal: proveRefusal,
};


export function ProveIntro({ view }: { view: ProveView }) {
  const actor = ProveContext.useActorRef();
  const [paying, setPaying] = useState(false);
  const cost = view.cost;
  const ton = cost?.tonAmount ?? '';
  const usd = cost?.amount ?? '';
  return (
    <section className={styles.screen} aria-labelledby="prove-title" data-testid="prove-intro">
      <h1 id="prove-title" className={styles.title}>
        <Trans>Proof of humanity</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>Prove you are human and get +5 % on every claim.</Trans>
      </p>
      <div className={styles.card}>
        <p className={styles.text}>
          <Trans>Verify with:</Trans>
        </p>
        <ul className={styles.ways}>
          <li>
            <Trans>a TON wallet connection</Trans>
          </li>
          <li>
            <Trans>your wallet balance</Trans>
          </li>
          <li>
            <Trans>Telegram Stars</Trans>
          </li>
        </ul>
        {cost ? (
          <p className={styles.cost} data-testid="prove-cost">
            <span><Unbroken>{ton} TON</Unbroken></span>
            <span>${usd}</span>
            <span>
              <Plural value={cost.starAmount} one="# Star" other="# Stars" />
            </span>
          </p>
        ) : null}
      </div>
      <MainButton onClick={() => setPaying(true)} data-testid="prove-verify">
        <Trans>Verify</Trans>
      </MainButton>
      {paying ? (
        <PurchaseSheet
          purchase={PROVE_PURCHASE}
          title={<Trans>Proof of humanity</Trans>}
          wording={WORDING}
          testId="prove"
          onClose={() => setPaying(false)}
          onPaid={() => {
            setPaying(false);
            actor.send({ type: 'purchase.paid' });
          }}
        />
      ) : null}
    </section>
  );
}
