/**
 * The mining client every mining feature's adapter calls through: the mining record exists before
 * a feature's call needs it, and whichever call creates it carries the launch's referral code
 * (MINING.md "Referrals": the inviter is recorded when the record is created, on the first launch;
 * docs/decisions/frens-guilds-ranks.md "The launch's referral reaches whichever call makes the record").
 *
 * - The code is read once, from the launch's start parameter (`ref-<code>`), and kept until a
 *   creation has been answered (created or already there): then there is nothing left to carry.
 * - Any createUserMining without a code of its own is sent with the kept one, so a screen opened
 *   first (staking, tasks, an alliance link...) cannot make the record without the invite.
 * - A read refused 404 `no-mining` makes the record (with the code) and is asked once again.
 * - A value-moving call (it carries an Idempotency-Key) makes the record first, once per session:
 *   a refusal is stored under its key, so asking again after a `no-mining` would replay it.
 */
import type { z } from 'zod/mini';
import { failureOf } from '../../../domain/shared/api-failure';
import { parseStartParam } from '../../../domain/launch/start-param';
import type { CallInput, HttpClient } from '../client';
import { recordContract } from '../contract/mining/record';
import type { Endpoint } from '../contract/endpoint';

const isNoMining = (error: unknown): boolean => {
  const failure = failureOf(error);
  return failure.type === 'rejected' && failure.code === 'no-mining';
};

/** `startParam`: the launch's raw start parameter, read once when the app was composed. */
export function recordFirstClient(http: HttpClient, startParam: string | null | undefined): HttpClient {
  let ref = parseStartParam(startParam).ref;
  let recordKnown = false;
  let creating: Promise<void> | null = null;

  const create = async <E extends Endpoint>(endpoint: E, input: CallInput): Promise<z.output<E['response']>> => {
    const body = (input.body ?? {}) as { ref?: string };
    const sent = body.ref === undefined && ref !== undefined ? { ...input, body: { ...body, ref } } : input;
    const answer = await http.call(endpoint, sent);
    // Made now or before: the code has done what it could (accepted, refused or too late).
    ref = undefined;
    recordKnown = true;
    return answer;
  };

  const ensureRecord = (): Promise<void> => {
    creating ??= create(recordContract.createUserMining, { body: {} }).then(
      () => undefined,
      (error: unknown) => {
        creating = null;
        throw error;
      },
    );
    return creating;
  };

  return {
    async call(endpoint, input = {}) {
      if ((endpoint as Endpoint) === recordContract.createUserMining) return create(endpoint, input);
      if (input.idempotencyKey !== undefined && !recordKnown) await ensureRecord();
      try {
        return await http.call(endpoint, input);
      } catch (error) {
        if (input.idempotencyKey !== undefined || !isNoMining(error)) throw error;
        if (recordKnown) {
          // Known to exist, now gone (a sandbox reset): make it again.
          recordKnown = false;
          creating = null;
        }
        await ensureRecord();
        return http.call(endpoint, input);
      }
    },
  };
}
