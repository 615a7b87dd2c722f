/**
 * What staking lends the screens outside it (issue 22; docs/decisions/staking.md "Staking (issue 22)"): the
 * bottom menu's badge when a deposit can be claimed, and the home's staking card's staked total.
 * The route lends them (its staticData.slots, ui/routes/mining/staking.ts) as lazy components, so
 * nothing of this is in the home's first load: they arrive with the full route tree, after the home
 * has painted. One read of the deposits (the server's clock decides what is unlocked) serves both;
 * every mount (the home shown again, the menu on a new screen) reads again, and so does a
 * 30-second poll, so a lock ending while the app is open shows its badge. A user with no mining
 * record, a failed read, or a data-saving connection shows neither.
 *
 * The route's slot mounts these only once the first read has answered (firstSummaryRead; issue 36):
 * one commit, with what they show, instead of an empty mount and then the answer. A read that
 * answers what is already shown changes nothing, so a poll redraws nothing
 * (docs/decisions/first-load-and-speed.md "The home renders once after its total").
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { hasClaimableStake, ownStaked } from '../../../../domain/mining/staking/rules';
import type { StakingApi } from '../../../../domain/mining/staking/port';
import { formatTokenAmount } from '../../../../domain/money/format';
import { loadCatalogs } from '../../../i18n/i18n';
import { savingData } from '../../../idle';
import { Unbroken } from '../../../components/unbroken';
import { usePorts } from '../../../ports-context';
import styles from './staking.module.css';

export interface StakingSummary {
  readonly staked: string;
  readonly claimable: boolean;
}

const POLL_MS = 30_000;
let summary: StakingSummary | null = null;
const listeners = new Set<() => void>();
let reading: Promise<void> | null = null;
let poll: ReturnType<typeof setInterval> | null = null;
let pollers = 0;
/** The first read and the API it went to: the first mount waits for it (see useStakingSummary). */
let first: { readonly api: StakingApi; readonly read: Promise<void> } | null = null;

const same = (a: StakingSummary | null, b: StakingSummary): boolean => a !== null && a.staked === b.staked && a.claimable === b.claimable;

/** Reads the deposits once at a time; the answer is the server's (its serverTime decides unlocked). */
export function refreshStakingSummary(api: StakingApi): Promise<void> {
  // Started inside a promise, so a call that throws at once is a failed read like any other.
  reading ??= Promise.resolve()
    .then(() => api.deposits())
    .then(
      (list) => {
        const read = { staked: ownStaked(list.deposits), claimable: hasClaimableStake(list.deposits, Date.parse(list.serverTime)) };
        // The same answer keeps the same object: useSyncExternalStore then renders nothing again.
        if (same(summary, read)) return false;
        summary = read;
        return true;
      },
      // No record yet (404 no-mining) or no answer: nothing to show, nothing to claim.
      () => false,
    )
    .then((changed) => {
      reading = null;
      if (changed) listeners.forEach((listener) => listener());
    });
  return reading;
}

/**
 * The first read, once per API: the catalog with the badge's words, then the deposits. The route's
 * slot waits for it before it mounts the badge or the total. Nothing is read on a data-saving
 * connection (issue 26): the home fetches nothing ahead, so neither shows.
 */
export function firstSummaryRead(api: StakingApi, i18n: Parameters<typeof loadCatalogs>[0]): Promise<void> {
  if (savingData()) return Promise.resolve();
  // Not `first?.api !== api`: a screen test's ports may have no staking API at all (undefined).
  if (first === null || first.api !== api) first = { api, read: readWithWords(api, i18n) };
  return first.read;
}

/** A read once the badge's words (staking's catalog) are in; a catalog that fails leaves the read to go on. */
function readWithWords(api: StakingApi, i18n: Parameters<typeof loadCatalogs>[0]): Promise<void> {
  return loadCatalogs(i18n, ['mining-staking']).then(
    () => refreshStakingSummary(api),
    () => refreshStakingSummary(api),
  );
}

/**
 * What the route's slot tells the badge and the total: `justRead` when it mounted them right after
 * the first read answered, so their mount reads nothing more; any later mount reads again.
 */
export interface SummaryProps {
  readonly justRead?: boolean;
}

function useStakingSummary(justRead: boolean): StakingSummary | null {
  const { stakingApi } = usePorts();
  const { i18n } = useLingui();
  useEffect(() => {
    // On a data-saving connection the home fetches nothing ahead (issue 26): no badge, no total
    // (the card still leads to staking, whose screen reads the deposits).
    if (savingData()) return undefined;
    // A mount reads again, unless the slot mounted it on the first read's answer.
    if (!justRead) void readWithWords(stakingApi, i18n);
    // One poll for every shown badge and total (the menu and the card mount together).
    pollers += 1;
    poll ??= setInterval(() => void refreshStakingSummary(stakingApi), POLL_MS);
    return () => {
      pollers -= 1;
      if (pollers === 0 && poll !== null) {
        clearInterval(poll);
        poll = null;
      }
    };
    // On mount only: `justRead` speaks of the mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stakingApi, i18n]);
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => summary,
  );
}

/** The bottom menu's Staking badge: a deposit can be claimed back. */
export function StakingMenuBadge({ justRead = false }: SummaryProps) {
  const current = useStakingSummary(justRead);
  if (!current?.claimable) return null;
  return (
    <span className={styles.menuBadge} data-testid="menu-staking-badge">
      <span className="visually-hidden">
        <Trans>(a stake can be claimed)</Trans>
      </span>
    </span>
  );
}

/** The home's staking card's total: what the user has staked and not claimed back. */
export function StakingCardTotal({ justRead = false }: SummaryProps) {
  const current = useStakingSummary(justRead);
  if (current === null) return null;
  const staked = formatTokenAmount(current.staked, 2);
  return (
    <span className={styles.cardTotal} data-testid="staking-card-total">
      <Trans>Your stake: <Unbroken>{staked} SWITCH</Unbroken></Trans>
    </span>
  );
}

/** Tests start from nothing read. */
export function resetStakingSummary(): void {
  summary = null;
  reading = null;
  first = null;
}
