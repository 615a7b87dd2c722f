/**
 * The mining home's picture (issue 38 "Mining in pictures"): SWITCH credited per UTC day over the
 * last 30 days, claims, autoclaims and referral shares stacked, from GET /mining/minedByDay (the
 * server's sums of its own rows). Read again whenever the record's last claim moves (a claim here,
 * an autoclaim seen by the poll). A screen reader reads the summary and a table of every day.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { provideEarnings } from '../../../../domain/mining/earnings/provide';
import { earningsMachine } from '../../../../domain/mining/earnings/machine';
import { MINED_KINDS, minedChart, type MinedKind } from '../../../../domain/mining/earnings/rules';
import { formatTokenAmount } from '../../../../domain/money/format';
import { LinkButton } from '../../../components/button';
import { BarChart, ChartFigure, ChartLegend } from '../../../components/charts/bar-chart';
import { Skeleton } from '../../../components/skeleton';
import { Unbroken } from '../../../components/unbroken';
import { createInspectableActorContext } from '../../../machines/actor-context';
import { MiningHomeContext } from '../../../machines/mining-home-context';
import { usePorts } from '../../../ports-context';
import styles from './mined-chart.module.css';

const EarningsContext = createInspectableActorContext(earningsMachine);

function useKindLabels(): Record<MinedKind, string> {
  const { t } = useLingui();
  return { claims: t`Claims`, autoclaims: t`Autoclaims`, referrals: t`Referral bonuses` };
}

function MinedDays() {
  const actor = EarningsContext.useActorRef();
  const mined = EarningsContext.useSelector((snapshot) => snapshot.context.mined);
  const failed = EarningsContext.useSelector((snapshot) => snapshot.hasTag('failed'));
  const lastClaim = MiningHomeContext.useSelector((snapshot) => snapshot.context.mining?.dttmLastClaim ?? null);
  const seenClaim = useRef(lastClaim);
  const labels = useKindLabels();
  const { t, i18n } = useLingui();
  useEffect(() => {
    if (lastClaim === seenClaim.current) return;
    seenClaim.current = lastClaim;
    actor.send({ type: 'earnings.refresh' });
  }, [lastClaim, actor]);

  const title = <Trans>Mined per day, last 30 days (UTC)</Trans>;
  if (!mined) {
    if (failed) {
      return (
        <ChartFigure title={title} summary={<Trans>The days could not be read.</Trans>} testId="mined-chart">
          <LinkButton className={styles.retry} onClick={() => actor.send({ type: 'earnings.retry' })}>
            <Trans>Retry</Trans>
          </LinkButton>
        </ChartFigure>
      );
    }
    return (
      <ChartFigure title={title} summary={t`Loading`} testId="mined-chart-loading">
        <Skeleton shape="wide" />
      </ChartFigure>
    );
  }
  const chart = minedChart(mined.days);
  const today = chart.bars.at(-1);
  const dayName = (day: string): string => i18n.date(new Date(`${day}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const total = formatTokenAmount(chart.total);
  const todayTotal = formatTokenAmount(today?.total ?? '0');
  return (
    <ChartFigure
      title={title}
      testId="mined-chart"
      summary={
        chart.activeDays === 0 ? (
          <Trans>Nothing mined in the last 30 days yet: claim to see your first bar.</Trans>
        ) : (
          <Trans>
            <Unbroken>{total} SWITCH</Unbroken> in the last 30 days; today <Unbroken>{todayTotal} SWITCH</Unbroken>.
          </Trans>
        )
      }
    >
      <BarChart
        testId="mined-bars"
        bars={chart.bars.map((bar, index) => ({
          key: bar.day,
          marked: index === chart.bars.length - 1,
          segments: MINED_KINDS.map((kind) => ({ height: bar.heights[kind], className: styles[kind] ?? '' })),
        }))}
      />
      <ChartLegend entries={MINED_KINDS.map((kind) => ({ key: kind, label: labels[kind], className: styles[kind] ?? '' }))} />
      <table className="visually-hidden" data-testid="mined-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th>
            {MINED_KINDS.map((kind) => (
              <th key={kind} scope="col">
                {labels[kind]}
              </th>
            ))}
            <th scope="col">{t`Total, SWITCH`}</th>
          </tr>
        </thead>
        <tbody>
          {chart.bars.map((bar) => (
            <tr key={bar.day} data-testid={`mined-row-${bar.day}`}>
              <th scope="row">
                <time dateTime={bar.day}>{dayName(bar.day)}</time>
              </th>
              {MINED_KINDS.map((kind) => (
                <td key={kind} data-kind={kind}>
                  {formatTokenAmount(bar.amounts[kind])}
                </td>
              ))}
              <td data-kind="total">{formatTokenAmount(bar.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartFigure>
  );
}

export function MinedChart() {
  const ports = usePorts();
  const [logic] = useState(() => provideEarnings(ports));
  return (
    <EarningsContext.Provider logic={logic}>
      <MinedDays />
    </EarningsContext.Provider>
  );
}
