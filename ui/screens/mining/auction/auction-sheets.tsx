/**
 * The claim-all button's sheets (seed 001 §2 "Auction screen", §4 "Auction claim", §8): the claim
 * (what it pays, what is burned, the gas), the insufficient balance ('Unavailable amount' or 'Not
 * enough gas', the TON needed and the deposit address with copy), processing (while the claim is
 * sending), the failure (until acknowledged) and the full-screen success.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { sharePercent, stakingPercent, switchUsd } from '../../../../domain/mining/auction/rules';
import { selectAuctionView } from '../../../../domain/mining/auction/selectors';
import { formatTokenAmount } from '../../../../domain/money/format';
import { toBig } from '../../../../domain/money/big-decimal';
import { BottomSheet } from '../../../components/bottom-sheet';
import { Button, buttonClass, MainButton } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { SuccessPanel } from '../../../components/success-panel';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { sameData } from '../../../machines/same-data';
import { PATHS } from '../../../routes/paths';
import { AuctionContext } from './auction-context';
import { useAuctionFailureText } from './auction-messages';
import styles from './auction.module.css';
import { Unbroken } from '../../../components/unbroken';

function ClaimSheet() {
  const actor = AuctionContext.useActorRef();
  const view = AuctionContext.useSelector(selectAuctionView, sameData);
  const failureText = useAuctionFailureText();
  const { t } = useLingui();
  const auction = view.auction;
  if (auction === null) return null;
  const paid = formatTokenAmount(auction.availableAmount);
  const burned = formatTokenAmount(toBig(auction.gotAmount).minus(toBig(auction.availableAmount)).toFixed());
  const share = sharePercent(auction.shareBp);
  const gas = formatTokenAmount(view.gasTon ?? '0');
  const staked = stakingPercent(auction.stakingPart);
  return (
    <BottomSheet title={t`Claim all`} onClose={() => actor.send({ type: 'sheet.close' })}>
      <div className={styles.sheet} data-testid="auction-claim-sheet">
        <SummaryList look="plain">
          <SummaryRow label={<Trans>You get today ({share}%)</Trans>} testId="auction-claim-paid">
            {`${paid}\u00a0SWITCH`}
          </SummaryRow>
          <SummaryRow label={<Trans>Burned</Trans>} testId="auction-claim-burned">
            {`${burned}\u00a0SWITCH`}
          </SummaryRow>
          <SummaryRow label={<Trans>Gas</Trans>} testId="auction-claim-gas">
            {`${gas}\u00a0TON`}
          </SummaryRow>
        </SummaryList>
        {view.claimFailure !== null ? (
          <p className={styles.error} role="alert" data-testid="auction-claim-error">
            {failureText(view.claimFailure)}
          </p>
        ) : null}
        <MainButton onClick={() => actor.send({ type: 'claim.confirm' })} disabled={view.claiming} aria-busy={view.claiming} data-testid="auction-claim-confirm">
          {view.claiming ? <Trans>Claiming…</Trans> : <Trans>Claim all</Trans>}
        </MainButton>
        <p className={styles.hint} data-testid="auction-claim-stake-hint">
          <Trans>Claim and stake: {staked}% of what you get is staked for 3 months.</Trans>
        </p>
        <Button onClick={() => actor.send({ type: 'claim.confirm', stake: true })} disabled={view.claiming} data-testid="auction-claim-stake">
          <Trans>Claim and stake</Trans>
        </Button>
      </div>
    </BottomSheet>
  );
}

function InsufficientSheet() {
  const actor = AuctionContext.useActorRef();
  const view = AuctionContext.useSelector(selectAuctionView, sameData);
  const failureText = useAuctionFailureText();
  const auction = view.auction;
  if (auction === null) return null;
  const gas = formatTokenAmount(view.gasTon ?? '0');
  const price = formatTokenAmount(auction.claimPrice);
  const reserve = formatTokenAmount(auction.gasReserve);
  return (
    <BottomSheet title={failureText(view.claimFailure)} onClose={() => actor.send({ type: 'sheet.close' })}>
      <div className={styles.sheet} data-testid="auction-insufficient-sheet" data-reason={view.claimFailure?.type}>
        {view.claimFailure?.type === 'unavailable-amount' ? (
          <p>
            <Trans>There is nothing to claim today: mine SWITCH first, or wait for the auction to open.</Trans>
          </p>
        ) : null}
        <p data-testid="auction-insufficient-gas">
          <Trans>
            A claim needs <Unbroken>{gas} TON</Unbroken> for gas: the claim price <Unbroken>{price} TON</Unbroken> plus <Unbroken>{reserve} TON</Unbroken> for the network.
          </Trans>
        </p>
        <p className={styles.hint}>
          <Trans>Deposit TON to your wallet address:</Trans>
        </p>
        <p className={styles.address} data-testid="auction-deposit-address">
          {auction.depositAddress}
        </p>
        <CopyButton text={auction.depositAddress} variant="wide" />
      </div>
    </BottomSheet>
  );
}

function ProcessingSheet() {
  const { t } = useLingui();
  return (
    // The claim is on its way: closing would only hide it, the screen reopens it while it is sending.
    <BottomSheet title={t`Claim in progress`} onClose={() => undefined}>
      <div className={styles.sheet} role="status" aria-busy="true" data-testid="auction-processing-sheet">
        <span className={styles.spinner} aria-hidden="true" />
        <p>
          <Trans>Your SWITCH is on its way to your wallet. This page checks every 10 seconds.</Trans>
        </p>
      </div>
    </BottomSheet>
  );
}

function FailureSheet() {
  const actor = AuctionContext.useActorRef();
  const { t } = useLingui();
  const acknowledge = () => actor.send({ type: 'failure.acknowledge' });
  return (
    <BottomSheet title={t`Transaction Failed`} onClose={acknowledge}>
      <div className={styles.sheet} data-testid="auction-failure-sheet">
        <p className={styles.error} role="alert">
          <Trans>Transaction Failed - something went wrong while processing your transaction</Trans>
        </p>
        <MainButton onClick={acknowledge} data-testid="auction-failure-ok">
          <Trans>OK</Trans>
        </MainButton>
      </div>
    </BottomSheet>
  );
}

function ClaimSuccess() {
  const actor = AuctionContext.useActorRef();
  const view = AuctionContext.useSelector(selectAuctionView, sameData);
  const titleId = useId();
  const auction = view.auction;
  const paid = formatTokenAmount(auction?.lastClaim?.paidAmount ?? '0');
  const usd = auction === null ? '0' : switchUsd(auction.lastClaim?.paidAmount ?? '0', auction);
  const stakedAmount = auction?.lastClaim?.stakedAmount ?? '0';
  const staked = formatTokenAmount(stakedAmount);
  return (
    <div className={styles.fullScreen}>
      <SuccessPanel
        titleId={titleId}
        title={<Trans>SWITCH claimed</Trans>}
        amount={`${paid} SWITCH`}
        detail={
          <>
            <p className={styles.successLine}>
              <Trans>≈ ${usd}, now in your wallet</Trans>
            </p>
            {toBig(stakedAmount).gt(0) ? (
              <p className={styles.successLine} data-testid="auction-success-staked">
                <Trans><Unbroken>{staked} SWITCH</Unbroken> staked for 3 months</Trans>
              </p>
            ) : view.stakeRequested ? (
              // Claim and stake of a share too small to split (1 smallest unit): nothing was staked.
              <p className={styles.successLine} data-testid="auction-success-staked">
                <Trans>Too little to stake: all of it is in your wallet</Trans>
              </p>
            ) : null}
          </>
        }
        testId="auction-success"
      >
        <Link to={PATHS.home} className={buttonClass('main')} data-testid="auction-success-wallet">
          <Trans>Open wallet</Trans>
        </Link>
        <button type="button" className={buttonClass('plain')} onClick={() => actor.send({ type: 'success.close' })} data-testid="auction-success-close">
          <Trans>Close</Trans>
        </button>
      </SuccessPanel>
    </div>
  );
}

export function AuctionSheets() {
  const sheet = AuctionContext.useSelector((snapshot) => selectAuctionView(snapshot).sheet);
  switch (sheet) {
    case 'claim-sheet':
      return <ClaimSheet />;
    case 'insufficient-sheet':
      return <InsufficientSheet />;
    case 'processing-sheet':
      return <ProcessingSheet />;
    case 'failure-sheet':
      return <FailureSheet />;
    case 'success':
      return <ClaimSuccess />;
    case null:
      return null;
  }
}
