/**
 * /mining/staking/deposits (seed 001 §2): the user's total staked and everyone's, each deposit with
 * its period, APR, hourly reward (4 decimals), amount, end date and progress cells; its drawer with
 * the detail, the receipt and claim-stake, enabled only once unlocked.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { provideDeposits } from '../../../../domain/mining/staking/provide';
import { aprPercent, canClaimStake, hourRewardText, progressCells } from '../../../../domain/mining/staking/rules';
import { selectDepositsView } from '../../../../domain/mining/staking/selectors';
import type { StakingDeposit } from '../../../../domain/mining/staking/types';
import { formatTokenAmount } from '../../../../domain/money/format';
import { BottomSheet } from '../../../components/bottom-sheet';
import { MainButton } from '../../../components/button';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { sameData } from '../../../machines/same-data';
import { createInspectableActorContext } from '../../../machines/actor-context';
import { usePorts } from '../../../ports-context';
import { depositsMachine } from '../../../../domain/mining/staking/machine';
import { DepositReceipt } from './deposit-receipt';
import { SbtCard, SbtDrawer } from './sbt-claim';
import { useStakingWords } from './staking-messages';
import { ErrorPanel, Failed, Loading, TotalStaked } from './staking-parts';
import styles from './staking.module.css';
import { Unbroken } from '../../../components/unbroken';

const DepositsContext = createInspectableActorContext(depositsMachine);

/** Months of a period (seed 001 §3). */
const MONTHS = { '3mhp': 3, '3m': 3, '6m': 6, '1y': 12, '5y': 60, '100y': 1200 } as const;

function Cells({ deposit, now }: { deposit: StakingDeposit; now: number }) {
  const { t } = useLingui();
  const cells = progressCells(deposit, MONTHS[deposit.period], now);
  const done = Math.round((cells.reduce((sum, cell) => sum + cell, 0) / cells.length) * 100);
  return (
    <span className={styles.cells} role="img" aria-label={t`${done}% of the lock has passed`}>
      {cells.map((cell, index) => (
        <span key={index} className={styles.cell}>
          <span className={styles.fill} style={{ width: `${Math.round(cell * 100)}%` }} />
        </span>
      ))}
    </span>
  );
}

/** Claimed, unlocked and waiting to be claimed (what the menu's badge is for), or still locked. */
function DepositStatus({ deposit, now, end }: { deposit: StakingDeposit; now: number; end: string }) {
  if (deposit.dttmClaimed) return (
      <span data-testid="staking-deposit-status">
        <Trans>Claimed</Trans>
      </span>
    );
  if (canClaimStake(deposit, now)) {
    return (
      <span className={styles.claimable} data-testid="staking-deposit-status" data-claimable="true">
        <Trans>Unlocked: claim it</Trans>
      </span>
    );
  }
  return (
    <span data-testid="staking-deposit-status">
      <Trans>Ends {end}</Trans>
    </span>
  );
}

function DepositCard({ deposit, now }: { deposit: StakingDeposit; now: number }) {
  const actor = DepositsContext.useActorRef();
  const words = useStakingWords();
  const { i18n } = useLingui();
  const amount = formatTokenAmount(deposit.amount, 2);
  const hourly = hourRewardText(deposit.hourReward);
  const apr = aprPercent(deposit.apy);
  const end = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(deposit.dttmEnded));
  return (
    <li>
      <button type="button" className={styles.card} aria-haspopup="dialog" onClick={() => actor.send({ type: 'deposit.open', id: deposit._id })} data-testid={`staking-deposit-${deposit.period}`}>
        <span className={styles.row}>
          <strong>{words.period(deposit.period)}</strong>
          <span>
            <Trans>APR {apr}%</Trans>
          </span>
        </span>
        <span className={styles.figure}><Unbroken>{amount} SWITCH</Unbroken></span>
        <span className={styles.row}>
          <span data-testid="staking-deposit-hourly">
            <Unbroken><Trans>+{hourly} SWITCH/h</Trans></Unbroken>
          </span>
          <DepositStatus deposit={deposit} now={now} end={end} />
        </span>
        <Cells deposit={deposit} now={now} />
      </button>
    </li>
  );
}

function DepositDrawer() {
  const view = DepositsContext.useSelector(selectDepositsView, sameData);
  const actor = DepositsContext.useActorRef();
  const words = useStakingWords();
  const { t } = useLingui();
  const deposit = view.open;
  if (!deposit) return null;
  const got = formatTokenAmount(deposit.gotAmount, 4);
  const close = () => actor.send({ type: 'deposit.close' });
  const action = deposit.dttmClaimed ? t`Stake claimed` : view.claiming ? t`Claiming…` : t`Claim stake`;
  return (
    <BottomSheet
      title={words.period(deposit.period)}
      onClose={close}
      actions={
        <MainButton disabled={!view.openCanClaim || view.claiming} onClick={() => actor.send({ type: 'stake.claim' })} data-testid="staking-claim">
          {action}
        </MainButton>
      }
    >
      <SummaryList look="plain" testId="staking-deposit-detail">
        <SummaryRow label={<Trans>Amount</Trans>}><Unbroken>{formatTokenAmount(deposit.amount, 2)} SWITCH</Unbroken></SummaryRow>
        <SummaryRow label={<Trans>Reward so far</Trans>} testId="staking-deposit-got">
          <Unbroken><Unbroken>{got} SWITCH</Unbroken></Unbroken>
        </SummaryRow>
      </SummaryList>
      <DepositReceipt deposit={deposit} />
      {view.claimFailure ? <ErrorPanel title={t`The claim failed`} testId="staking-claim-error">{words.failure(view.claimFailure)}</ErrorPanel> : null}
    </BottomSheet>
  );
}

function Deposits() {
  const view = DepositsContext.useSelector(selectDepositsView, sameData);
  const actor = DepositsContext.useActorRef();
  const words = useStakingWords();
  if (view.step === 'loading' && view.deposits.length === 0) return <Loading testId="staking-deposits-loading" />;
  if (view.step === 'failed') return <Failed message={words.failure(view.failure ?? { type: 'server' })} onRetry={() => actor.send({ type: 'deposits.retry' })} testId="staking-deposits-failed" />;
  const own = formatTokenAmount(view.ownStaked, 2);
  return (
    <>
      <p className={styles.total} data-testid="staking-own">
        <Trans>Your stake</Trans>
        <span className={styles.figure}><Unbroken>{own} SWITCH</Unbroken></span>
      </p>
      <TotalStaked amount={view.totalAmount} />
      <SbtCard view={view} onOpen={() => actor.send({ type: 'sbt.open' })} />
      {view.deposits.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No deposits yet.</Trans>
        </p>
      ) : (
        <ul className={styles.cards} data-testid="staking-deposits-list">
          {view.deposits.map((deposit) => (
            <DepositCard key={deposit._id} deposit={deposit} now={view.now} />
          ))}
        </ul>
      )}
      <DepositDrawer />
      {view.sbtOpen && view.sbt ? <SbtDrawer period={view.sbt} onClose={() => actor.send({ type: 'sbt.close' })} onMinted={() => actor.send({ type: 'sbt.minted' })} /> : null}
    </>
  );
}

export function DepositsScreen() {
  const ports = usePorts();
  const [logic] = useState(() => provideDeposits(ports));
  return (
    <section className={styles.screen} aria-labelledby="staking-deposits-title" data-testid="staking-deposits">
      <h1 id="staking-deposits-title">
        <Trans>My deposits</Trans>
      </h1>
      <DepositsContext.Provider logic={logic}>
        <Deposits />
      </DepositsContext.Provider>
    </section>
  );
}
