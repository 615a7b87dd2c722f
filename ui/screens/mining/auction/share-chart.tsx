/**
 * The auction's share by day (issue 38 "Mining in pictures"): the campaign's 20 days, each bar the
 * share a claim pays that day by the schedule's rule (domain/mining/auction/share-chart.ts), today
 * marked, on the server's clock. A screen reader reads the summary and the table of the days.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { campaignOf, sharePercent } from '../../../../domain/mining/auction/rules';
import { shareChart } from '../../../../domain/mining/auction/share-chart';
import type { Auction } from '../../../../domain/mining/auction/types';
import { BarChart, ChartFigure } from '../../../components/charts/bar-chart';
import styles from './auction.module.css';

export function ShareChart({ auction, serverNow }: { readonly auction: Auction; readonly serverNow: number }) {
  const { t, i18n } = useLingui();
  const chart = shareChart(campaignOf(auction), serverNow);
  const dayName = (at: number): string => i18n.date(new Date(at), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const today = chart.days.find((day) => day.today);
  const title = <Trans>Claimable share by day (UTC)</Trans>;
  const todayShare = today ? sharePercent(today.shareBp) : null;
  const todayNumber = today?.day ?? 0;
  return (
    <ChartFigure
      title={title}
      testId="auction-share-chart"
      summary={
        today ? (
          <Trans>
            From 5% on day 1 to 100% on day 20; today is day {todayNumber}: {todayShare}%.
          </Trans>
        ) : (
          <Trans>From 5% on day 1 to 100% on day 20, rising at 00:00 UTC.</Trans>
        )
      }
    >
      <BarChart testId="auction-share-bars" bars={chart.days.map((day) => ({ key: String(day.day), marked: day.today, segments: [{ height: day.height, className: day.today ? styles.shareToday ?? '' : styles.share ?? '' }] }))} />
      <table className="visually-hidden" data-testid="auction-share-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{t`Share`}</th>
          </tr>
        </thead>
        <tbody>
          {chart.days.map((day) => {
            const number = day.day;
            return (
            <tr key={day.day} data-testid={`auction-share-row-${String(day.day)}`} aria-current={day.today ? 'date' : undefined}>
              <th scope="row">{day.today ? t`Day ${number} (today)` : t`Day ${number}`}</th>
              <td>{dayName(day.startsAt)}</td>
              <td>{day.closed ? t`Closed` : `${sharePercent(day.shareBp)}%`}</td>
            </tr>
            );
          })}
        </tbody>
      </table>
    </ChartFigure>
  );
}
