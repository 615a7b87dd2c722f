/**
 * The staking form's picture (issue 38 "Mining in pictures"): the chosen deposit's balance, stake
 * plus the reward credited hour by hour, from now to its unlock instant (dashed), by the rules the
 * sandbox credits deposits with (domain/mining/staking/projection.ts). The line runs on a little
 * past the unlock, flat, so the mark stands inside the plot. The summary says every figure.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { projectStake } from '../../../../domain/mining/staking/projection';
import type { StakingConfig } from '../../../../domain/mining/staking/types';
import { formatTokenAmount } from '../../../../domain/money/format';
import { ChartFigure } from '../../../components/charts/bar-chart';
import { LineChart } from '../../../components/charts/line-chart';
import chartStyles from '../../../components/charts/charts.module.css';
import { Unbroken } from '../../../components/unbroken';
import { usePorts } from '../../../ports-context';

/** The plot's width past the unlock, as a share of the lock. */
const AFTER_UNLOCK = 0.08;

export function StakeProjection({ amount, config }: { readonly amount: string; readonly config: StakingConfig }) {
  const { clock } = usePorts();
  const { i18n } = useLingui();
  // "If staked now": the device's clock; the server fixes the real start when the deposit is made.
  const projection = projectStake(amount, config, clock.now());
  const span = (projection.endsAt - projection.startsAt) * (1 + AFTER_UNLOCK);
  const x = (at: number): number => (at - projection.startsAt) / span;
  const points = projection.points.map((point) => ({ x: x(point.at), y: point.rise }));
  const last = points.at(-1);
  if (last) points.push({ x: 1, y: last.y });
  const dateOf = (at: number): string => i18n.date(new Date(at), { dateStyle: 'medium', timeZone: 'UTC' });
  const stake = formatTokenAmount(amount, 2);
  const unlock = dateOf(projection.endsAt);
  const balance = formatTokenAmount(projection.balanceAtEnd, 2);
  const reward = formatTokenAmount(projection.rewardAtEnd, 2);
  const start = dateOf(projection.startsAt);
  return (
    <ChartFigure
      title={<Trans>Projected balance</Trans>}
      testId="stake-projection"
      summary={
        <Trans>
          Staked now, <Unbroken>{stake} SWITCH</Unbroken> grows to <Unbroken>{balance} SWITCH</Unbroken> (<Unbroken>+{reward} SWITCH</Unbroken>) by the unlock on {unlock} (UTC).
        </Trans>
      }
    >
      <LineChart points={points} markAt={x(projection.endsAt)} testId="stake-projection-line" />
      <div className={chartStyles.ends} aria-hidden="true" data-testid="stake-projection-ends">
        <span>{start}</span>
        <span>
          <Trans>Unlock: {unlock}</Trans>
        </span>
      </div>
    </ChartFigure>
  );
}
