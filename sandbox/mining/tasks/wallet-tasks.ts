/**
 * The tasks that need a connected TON wallet (seed 001 §4 "Staking-boost task", "Wallet-download
 * task", §6; docs/decisions/tasks.md "Tasks (issue 20)", "Wallet tasks"). The sandbox gives each user one
 * external TON wallet (payments/external-wallet.ts), the wallet the app connects through its
 * ExternalWallet port; the call names it by address and the server checks it is that user's.
 *
 * - PUNK staked: what the simulated PUNK staking bot holds for the user's external wallet
 *   (`sandbox_punk_stakes`, set by the sandbox's control as the bot would record a stake); the
 *   task needs at least `PUNK_STAKING_MIN`.
 * - The wallet's app: what the external wallet presents itself as (`sandbox_external_wallet_apps`,
 *   Tonkeeper unless a control makes it Bitget or another app); the wallet task needs Bitget.
 *
 * Each grant goes through the tasks' grant (engine.ts) under the miner's lock: once per (user, task).
 */
import type { Queryable } from '../../main/engine/ledger';
import { parseTonAddress, sameTonAccount } from '../../main/engine/ton-address';
import type { SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import { externalAddressOf } from '../payments/external-wallet';
import type { UserFacts } from '../shared/facts';
import { speedSegments, wireMining } from '../shared/miner';
import { checkTasks, grant, periodOf, wireTasks } from './engine';

/** The staking-boost task and the wallet-download task (catalogue.ts). */
export const STAKING_TASK_CODE = 'stakingPunk';
export const WALLET_TASK_CODE = 'walletBitget';

export const PUNK_DECIMALS = 9;
/** The PUNK the staking-boost task asks to have staked (the seed's `minStaking`; its value is not given: decided here). */
export const PUNK_STAKING_MIN = 100n * 10n ** BigInt(PUNK_DECIMALS);
/** The app an external wallet presents itself as until a control says otherwise. */
export const DEFAULT_WALLET_APP = 'Tonkeeper';

/** Bitget's wallet, however the app names itself (TON Connect's `bitgetTonWallet`, 'Bitget Wallet'). */
export const isBitget = (appName: string): boolean => /^bitget/i.test(appName.trim());

/** The address is the user's own external wallet (any of its user-friendly forms). */
export function isUsersWallet(userId: number, walletAddress: string): boolean {
  const given = parseTonAddress(walletAddress);
  const own = parseTonAddress(externalAddressOf(userId));
  return given !== null && own !== null && sameTonAccount(given, own);
}

export async function punkStaked(q: Queryable, userId: number): Promise<bigint> {
  const result = await q.query<{ units: string }>(`select units::text as units from sandbox_punk_stakes where user_id = $1`, [userId]);
  return BigInt(result.rows[0]?.units ?? '0');
}

export async function walletApp(q: Queryable, userId: number): Promise<string> {
  const result = await q.query<{ app_name: string }>(`select app_name from sandbox_external_wallet_apps where user_id = $1`, [userId]);
  return result.rows[0]?.app_name ?? DEFAULT_WALLET_APP;
}

/** What the staking bot records when the user's wallet stakes (or unstakes down to) `units` PUNK. */
export async function setPunkStaked(q: Queryable, userId: number, units: bigint, at: number): Promise<void> {
  await q.query(
    `insert into sandbox_punk_stakes (user_id, units, updated_at) values ($1, $2::numeric, $3) on conflict (user_id) do update set units = excluded.units, updated_at = excluded.updated_at`,
    [userId, units.toString(), new Date(at).toISOString()],
  );
}

export async function setWalletApp(q: Queryable, userId: number, appName: string): Promise<void> {
  await q.query(`insert into sandbox_external_wallet_apps (user_id, app_name) values ($1, $2) on conflict (user_id) do update set app_name = excluded.app_name`, [userId, appName]);
}

/** Why a wallet task is not done yet; thrown as the call's 409. */
const refusal = {
  noWallet: () => new SandboxError(409, 'No connected TON wallet of this user', 'no-wallet', ['walletAddress']),
  noPunk: () => new SandboxError(409, 'No $PUNK in staking', 'no-punk-staked'),
  notEnough: () => new SandboxError(409, 'Not enough $PUNK staked', 'not-enough-punk-staked'),
  notBitget: () => new SandboxError(409, 'Connected wallet is not Bitget', 'not-bitget'),
};

/** The staking-boost task's condition at `now`: the wallet is the user's and holds enough PUNK in staking. */
export async function verifyStaking(q: Queryable, userId: number, walletAddress: string): Promise<void> {
  if (!isUsersWallet(userId, walletAddress)) throw refusal.noWallet();
  const staked = await punkStaked(q, userId);
  if (staked === 0n) throw refusal.noPunk();
  if (staked < PUNK_STAKING_MIN) throw refusal.notEnough();
}

/** The wallet task's condition: the wallet is the user's and a Bitget wallet; the wallet is then the user's TON wallet. */
export async function verifyBitget(q: Queryable, userId: number, walletAddress: string, now: number): Promise<void> {
  if (!isUsersWallet(userId, walletAddress)) throw refusal.noWallet();
  const app = await walletApp(q, userId);
  if (!isBitget(app)) throw refusal.notBitget();
  await q.query(
    `insert into mining_ton_wallets (user_id, address, app_name, set_at) values ($1, $2, $3, $4) on conflict (user_id) do update set address = excluded.address, app_name = excluded.app_name, set_at = excluded.set_at`,
    [userId, walletAddress, app, new Date(now).toISOString()],
  );
}

/**
 * Grants a wallet task once: under the miner's lock (checkTasks), a task already granted answers
 * done without asking again; otherwise `verify` throws the refusal or the task is granted now.
 */
export async function grantWalletTask(tx: Queryable, clock: SandboxClock, facts: UserFacts, userId: number, code: string, verify: (now: number) => Promise<void>) {
  const { current, checked } = await checkTasks(tx, clock, userId, facts);
  const entry = checked.find(({ task }) => task.code === code);
  if (!entry) throw new Error(`the catalogue has no ${code}`);
  if (!entry.completed) {
    await verify(current.now);
    await grant(tx, userId, entry.task, periodOf(entry.task, current.now), entry.unitsPerHour, current.now);
  }
  const [task] = await wireTasks(tx, userId, [{ ...entry, doneAmount: entry.task.maxAmount, completed: true }], current.now);
  if (!task) throw new Error(`${code} was not wired`);
  const segments = await speedSegments(tx, userId);
  return { ok: true as const, task, mining: await wireMining(tx, current.miner, segments, current.now), serverTime: new Date(current.now).toISOString() };
}
