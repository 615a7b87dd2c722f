/**
 * A new user's first calls, all at once (issue 43): the record, the auction's read and claim, the
 * proof's read and internal payment, a donation and the staking list, for several new users at
 * the same moment, round after round, through every server given (two over one PostgreSQL database
 * act as two processes). Each call may be refused (no record yet, not enough TON) but none may
 * answer 5xx, and no deadlock may reach the log unretried: a deadlock or serialization failure
 * re-runs the transaction (sandbox/platform/store/postgres.ts), and a user's first sight takes its
 * locks in one order (the user, then the miner).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { auctionContract } from '../../adapters/http/contract/mining/auction';
import { donateContract } from '../../adapters/http/contract/mining/donate';
import { proveContract } from '../../adapters/http/contract/mining/prove';
import { stakingContract } from '../../adapters/http/contract/mining/staking';
import type { Endpoint } from '../../adapters/http/contract/endpoint';
import { callRaw, miningCalls, newCaller, newKey, type Answer, type Caller, type MiningWorld } from './mining-support';

const c = { ...miningCalls, ...auctionContract, ...proveContract, ...donateContract, ...stakingContract };

const USERS = 8;
const ROUNDS = 4;

/** A user's first calls: what a new user's launch and first taps send, each once. */
const firstCalls: readonly { readonly endpoint: Endpoint; readonly body?: unknown; readonly moving?: boolean }[] = [
  { endpoint: c.auction },
  { endpoint: c.claimAuction, body: {}, moving: true },
  { endpoint: c.getProve },
  { endpoint: c.preCheckout, body: { payType: 'internal' }, moving: true },
  { endpoint: c.donate, body: { payType: 'internal', tonAmount: '2.5', name: '', comment: '', type: 'sbt' }, moving: true },
  { endpoint: c.stakingList },
];

export function firstSightSuite(open: () => Promise<readonly MiningWorld[]>, close: () => Promise<void>): void {
  let worlds: readonly MiningWorld[] = [];
  beforeAll(async () => {
    worlds = await open();
  }, 120_000);
  afterAll(close);

  it(`${USERS} new users making their first calls at once, ${ROUNDS} times: no 5xx, no deadlock left unretried`, async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${String((arg as { code?: unknown }).code)}` : String(arg))).join(' '));
    });
    const warned: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      warned.push(args.map(String).join(' '));
    });
    try {
      const answers: { caller: Caller; path: string; answer: Answer }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const callers = Array.from({ length: USERS }, () => newCaller());
        let turn = 0;
        // The record first (the launch makes it), then the first taps all at once.
        await Promise.all(callers.map((caller) => callRaw(worlds[turn++ % worlds.length] as MiningWorld, caller, c.createUserMining, { body: {} })));
        await Promise.all(
          callers.flatMap((caller) =>
            firstCalls.map(async ({ endpoint, body, moving }) => {
              // Spread over the servers, as a load balancer would.
              const world = worlds[turn++ % worlds.length] as MiningWorld;
              const answer = await callRaw(world, caller, endpoint, { ...(body === undefined ? {} : { body }), ...(moving ? { idempotencyKey: newKey() } : {}) });
              answers.push({ caller, path: endpoint.path, answer });
            }),
          ),
        );
      }
      expect(answers).toHaveLength(USERS * ROUNDS * firstCalls.length);
      expect(answers.filter(({ answer }) => answer.status >= 500)).toEqual([]);
      expect(logged.filter((line) => /deadlock|40P01|40001|unexpected failure/.test(line))).toEqual([]);
      // Retried, a deadlock costs only time; but locks taken in one order leave none to retry.
      expect(warned.filter((line) => /40P01/.test(line))).toEqual([]);
    } finally {
      spy.mockRestore();
      warn.mockRestore();
    }
  }, 120_000);
}
