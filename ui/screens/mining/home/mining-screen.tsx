/**
 * /mining, the mining home (seed 001 §2, §4): the storage filling to its deadline with what is mined
 * in it (live), the time until it is full and Claim (storage-card.tsx); speed, balance and guild
 * rank; the daily-boost notice; and the grid of entries: burn, autoclaim and every mining feature
 * (mining-tiles.tsx). The header names the area (the /mining layout route's title).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { MiningReadyView } from '../../../../domain/mining/home/selectors';
import { LinkButton } from '../../../components/button';
import { Skeleton } from '../../../components/skeleton';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { MiningHomeContext, MiningHomeProvider, useMiningView } from '../../../machines/mining-home-context';
import { useTotalView } from '../../../machines/wallet-home-context';
import { FEATURE_PATHS } from '../../../routes/feature-paths';
import { PATHS } from '../../../routes/paths';
import { useGuildRankName, useMiningFailureText } from './mining-messages';
import { MinedChart } from './mined-chart';
import { MiningTiles } from './mining-tiles';
import { StorageCard } from './storage-card';
import styles from './mining.module.css';
import notes from './notes.module.css';
import { Unbroken } from '../../../components/unbroken';

function MiningReady({ view }: { view: MiningReadyView }) {
  const rankName = useGuildRankName();
  const speed = view.speed;
  return (
    <>
      <StorageCard view={view} />
      <SummaryList testId="mining-summary">
        <SummaryRow label={<Trans>Speed</Trans>} testId="mining-speed">
          {/* Opens the speed's breakdown (issue 20); its route is mounted after the first screen, like the tiles'. */}
          <Link to={FEATURE_PATHS.miningSpeed} className={styles.speedLink} data-testid="mining-speed-link">
            <Unbroken><Trans>{speed} SWITCH/h</Trans></Unbroken>
          </Link>
        </SummaryRow>
        <SummaryRow label={<Trans>Balance</Trans>} testId="mining-got">
          <Unbroken>{view.got} SWITCH</Unbroken>
        </SummaryRow>
        <SummaryRow label={<Trans>Guild</Trans>} testId="mining-guild">
          {rankName(view.guild)}
        </SummaryRow>
      </SummaryList>
      <MinedChart />
      <MiningTiles view={view} />
    </>
  );
}

function DailyBoostNotice() {
  const { isNotifyForBoost } = useTotalView();
  if (!isNotifyForBoost) return null;
  return (
    <p className={styles.boost} role="status" data-testid="daily-boost">
      {/* The tasks' routes are mounted after the first screen and not in the router's type (mining-tiles.tsx does the same). */}
      <Link to={PATHS.miningTasksTab.replace('$tab', 'boosts') as string as LinkProps['to']} data-testid="daily-boost-link">
        <Trans>Your daily boost is ready to claim.</Trans>
      </Link>
    </p>
  );
}

function MiningBody() {
  const view = useMiningView();
  const actor = MiningHomeContext.useActorRef();
  const failureText = useMiningFailureText();
  const { t } = useLingui();
  if (view.status === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true" data-testid="mining-loading">
        <Skeleton shape="wide" />
        <Skeleton />
        <Skeleton />
        <span className="visually-hidden">{t`Loading`}</span>
      </div>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className={styles.failed} role="alert" data-testid="mining-failed">
        <p className={notes.error}>{failureText(view.failure)}</p>
        <LinkButton onClick={() => actor.send({ type: 'mining.retry' })}>
          <Trans>Retry</Trans>
        </LinkButton>
      </div>
    );
  }
  return <MiningReady view={view} />;
}

export function MiningScreen() {
  return (
    <MiningHomeProvider>
      <div className={styles.mining} data-testid="mining-home">
        <DailyBoostNotice />
        <MiningBody />
      </div>
    </MiningHomeProvider>
  );
}
