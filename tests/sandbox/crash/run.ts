/**
 * The crash run (crash-run.test.ts): a seeded series of value-moving calls (sends between test
 * users on TON and Arbitrum, TON swaps), each with its own Idempotency-Key and retried until it
 * gets an answer, while the sandbox process is crashed at each fault point in turn, then killed at
 * random moments and crashed at seeded points, and started again on the same store each time. Then the store is read directly to check that no key moved
 * value twice, that no answered call lost its movement, and that every token's total is conserved.
 */
import { ensureWallet, type Account } from '../../../sandbox/main/engine/accounts';
import { simulateDeposit } from '../../../sandbox/main/engine/deposit';
import { nativeToken, requireToken, type CatalogueToken } from '../../../sandbox/main/engine/token-catalogue';
import { parseUnits } from '../../../sandbox/main/engine/units';
import { signInitData } from '../../../sandbox/platform/auth/init-data';
import type { FaultPoint } from '../../../sandbox/platform/deps';
import type { Db } from '../../../sandbox/platform/store/database';
import { SANDBOX_BOT_TOKEN } from '../../../sandbox/platform/seed-users';
import { attempt, retryable, seeded, startLife, type Answer, type CallSpec, type Life, type StoreTarget } from './harness';

export const FAULT_POINTS: readonly FaultPoint[] = ['before-transaction', 'inside-transaction', 'after-commit', 'before-answer'];

const TON = nativeToken('TON');
const USDT = requireToken('TON', 'USDT');
const ETH = nativeToken(42161);
export const RUN_TOKENS: readonly CatalogueToken[] = [TON, USDT, ETH];

/** What each test user starts with, in whole tokens. */
const SUPPLY: ReadonlyMap<CatalogueToken, string> = new Map([
  [TON, '40'],
  [USDT, '200'],
  [ETH, '0.5'],
]);

export interface RunUser {
  readonly id: number;
  readonly account: Account;
  readonly initData: string;
}

/** Creates the test users and credits their supply, straight into the store (before any child runs). */
export async function seedUsers(db: Db, ids: readonly number[]): Promise<RunUser[]> {
  const now = new Date();
  const users: RunUser[] = [];
  for (const id of ids) {
    const owner = { id, firstName: `Crash ${id}` };
    const [account] = await ensureWallet(db, owner, now);
    for (const [token, amount] of SUPPLY) {
      const units = parseUnits(amount, token.decimals);
      if (!units.ok) throw new Error('bad supply');
      await simulateDeposit(db, { owner, accountIndex: 0, token, units: units.units, idempotencyKey: `supply-${id}-${token.symbol}` }, now);
    }
    users.push({ id, account: account!, initData: signInitData({ botToken: SANDBOX_BOT_TOKEN, user: { id, first_name: owner.firstName }, authDate: now }) });
  }
  return users;
}

export function supplyUnits(token: CatalogueToken, users: number): bigint {
  const units = parseUnits(SUPPLY.get(token) ?? '0', token.decimals);
  return units.ok ? units.units * BigInt(users) : 0n;
}

export interface RunCall extends CallSpec {
  readonly kind: 'transfer' | 'swap';
  readonly userId: number;
}

/** The seeded calls: about half sends, the rest TON swaps either way. */
export function planCalls(seed: number, count: number, users: readonly RunUser[]): RunCall[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index): RunCall => {
    const key = `crash-${seed}-${index}`;
    const from = random.pick(users);
    const roll = random.next();
    if (roll < 0.55) {
      const to = random.pick(users.filter((user) => user !== from));
      const token = roll < 0.2 ? TON : roll < 0.38 ? USDT : ETH;
      const amount = token === ETH ? `0.00${random.int(1, 99)}` : `${random.int(0, 3)}.${random.int(1, 99)}`;
      const body = {
        to: token === ETH ? to.account.evmAddress : to.account.tonAddress,
        amount,
        tokenAddress: token.address,
        chainId: token.chainId,
        accountIndex: 0,
        // The key travels in the comment, so the store can be searched per key afterwards.
        comment: key,
        dry: false,
      };
      return { kind: 'transfer', userId: from.id, path: '/transfer', key, initData: from.initData, body };
    }
    const sell = random.next() < 0.5 ? TON : USDT;
    const body = {
      offer_jetton: sell === TON ? 'TON' : USDT.address,
      offer_amount: sell === TON ? `${random.int(1, 20)}00000000` : `${random.int(1, 30)}000000`,
      ask_jetton: sell === TON ? USDT.address : 'TON',
      min_ask_amount: '1',
      provider: 'stonfi',
    };
    return { kind: 'swap', userId: from.id, path: '/v2/tc/swap', key, initData: from.initData, body, headers: { walletindex: '0' } };
  });
}

export interface RunReport {
  readonly lives: number;
  readonly calls: number;
  readonly attempts: number;
  /** The calls sent, in order: `calls`, then any extra ones. */
  readonly sent: readonly RunCall[];
  /** The crashes that happened, per point, as each dying life reported it. */
  readonly crashes: Readonly<Record<FaultPoint, number>>;
  /** Lives ended by a plain SIGKILL at a random moment while they were serving. */
  readonly randomKills: number;
  /** Each life's plan, in order ('point:n', or 'kill' for a random kill), with how it ended. */
  readonly plans: readonly string[];
  readonly answers: ReadonlyMap<string, Answer>;
}

export interface RunOptions {
  readonly seed: number;
  readonly target: StoreTarget;
  /**
   * 'turns': each fault point in turn, a life each, crashed at its first to third pass (a turn
   * whose life ended any other way is taken again). 'random': lives killed at a random moment and
   * lives crashed at a seeded point later in their life, alternating.
   */
  readonly phase: 'turns' | 'random';
  readonly calls: readonly RunCall[];
  /**
   * Drawn on after `calls`, and only while the phase has not yet done what it is for (every turn
   * crashed, or a life killed at random): a run must never end short of it, whatever the timing.
   */
  readonly extraCalls?: readonly RunCall[];
  /** Requests in flight at once. */
  readonly workers: number;
  /** In the random phase, the n of 'point:n' is drawn from this range (passes of that point within one life). */
  readonly nth: readonly [number, number];
  /** In the random phase, every n-th life (the first one included) is ended by a plain SIGKILL at a seeded random moment. */
  readonly randomKillEvery: number;
}

/** Runs every call to an answer across as many lives of the sandbox as the crashes make. */
export async function crashRun(options: RunOptions): Promise<RunReport> {
  const random = seeded(options.seed ^ (options.phase === 'turns' ? 0x5eed : 0xdea1));
  const crashes = Object.fromEntries(FAULT_POINTS.map((point) => [point, 0])) as Record<FaultPoint, number>;
  const plans: string[] = [];
  let randomKills = 0;
  let attempts = 0;
  let finished = false;

  const turns = options.phase === 'turns' ? [...FAULT_POINTS] : [];
  let round: FaultPoint[] = [];
  let laterLives = 0;
  /**
   * The plan of the next life: the next turn (none once the turns are done: the life serves the
   * rest); in the random phase, a random kill or a seeded point.
   */
  const nextPlan = (): { plan: string; killAtRandom: boolean } => {
    if (options.phase === 'turns') return { plan: turns[0] ? `${turns[0]}:${random.int(1, 3)}` : '', killAtRandom: false };
    if (laterLives++ % options.randomKillEvery === 0) return { plan: '', killAtRandom: true };
    if (round.length === 0) round = random.shuffle(FAULT_POINTS);
    return { plan: `${round.pop()!}:${random.int(options.nth[0], options.nth[1])}`, killAtRandom: false };
  };

  const begin = async (index: number): Promise<Life> => {
    const { plan, killAtRandom } = nextPlan();
    const life = await startLife(index, options.target, plan);
    plans.push(killAtRandom ? 'kill' : plan || 'no crash');
    if (killAtRandom) {
      let alive = true;
      void life.ended.then(() => (alive = false));
      const timer = setTimeout(() => {
        if (finished || !alive) return;
        randomKills += 1;
        plans[index] = 'kill (done)';
        life.kill();
      }, random.int(100, 1500));
      void life.ended.then(() => clearTimeout(timer));
    }
    return life;
  };
  /** Counts the crash a life reported; a turn is done only by the crash it planned. */
  const record = (life: Life, point: FaultPoint | null): void => {
    if (!point) return;
    crashes[point] += 1;
    plans[life.index] = `${life.plan} (crashed)`;
    if (turns[0] === point && life.plan.startsWith(`${point}:`)) turns.shift();
  };

  let current = { index: 0, life: begin(0) };
  /** The life after the one that failed a request: started once, whoever notices first. */
  const after = (failed: Life): Promise<Life> => {
    if (current.index > failed.index) return current.life;
    // A request can only fail this way because the process died; make sure it has.
    failed.kill();
    current = {
      index: failed.index + 1,
      life: failed.crashedAt.then((point) => {
        record(failed, point);
        return begin(failed.index + 1);
      }),
    };
    return current.life;
  };

  const answers = new Map<string, Answer>();
  const queue = [...options.calls];
  const extra = [...(options.extraCalls ?? [])];
  const sent: RunCall[] = [];
  const next = (): RunCall | undefined => {
    const unfinished = options.phase === 'turns' ? turns.length > 0 : randomKills === 0;
    const call = queue.shift() ?? (unfinished ? extra.shift() : undefined);
    if (call) sent.push(call);
    return call;
  };
  const worker = async (): Promise<void> => {
    for (let call = next(); call; call = next()) {
      let life = await current.life;
      for (;;) {
        attempts += 1;
        const answer = await attempt(life.url, call);
        if (answer && !retryable(answer)) {
          answers.set(call.key, answer);
          break;
        }
        if (answer === null) life = await after(life);
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.workers }, worker));
  } finally {
    finished = true;
    const last = await current.life.catch(() => null);
    if (last) {
      await last.stop();
      record(last, await last.crashedAt);
    }
  }
  return { lives: current.index + 1, calls: sent.length, sent, attempts, crashes, randomKills, plans, answers };
}
