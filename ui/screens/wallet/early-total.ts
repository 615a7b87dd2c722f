/**
 * The total the page's inline script painted into the prerendered home (adapters/page/early-shell.ts),
 * for the app's first render, so React takes the frame over without the figure turning back into a
 * skeleton for the moment the machine needs to read the very same answer.
 *
 * It stands in only while the machine has no figure of its own yet, only for the account the script
 * asked about, and never again once the machine has shown one: after that, the machine is the only
 * source (a wallet switch, a reload of the total).
 */
import { earlyTotal } from '../../../adapters/http/early-reads';
import { formatUsd } from '../../../domain/money/format';
import type { HomeView } from '../../../domain/wallet/home-machine';

export { EARLY_TOTAL_SLOT } from '../../../adapters/page/early-shell';

type TotalView = Pick<HomeView, 'totalBalanceUsd' | 'totalBalanceLoading'>;

let retired = false;

/** The view to render: the machine's, or the early figure while the machine is still loading it. */
export function withEarlyTotal<View extends TotalView>(view: View, accountIndex: number, registry: unknown = typeof window === 'undefined' ? undefined : window.__EARLY_READS__): View {
  if (retired || view.totalBalanceUsd !== null || !view.totalBalanceLoading) {
    retired = true;
    return view;
  }
  const early = earlyTotal(registry, accountIndex);
  if (!early) return view;
  return { ...view, totalBalanceUsd: formatUsd(early.totalBalanceUsd), totalBalanceLoading: false };
}
