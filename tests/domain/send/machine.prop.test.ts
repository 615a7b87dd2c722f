/**
 * Model-based: any sequence of user events, interleaved with the server's answers, never brings
 * the send machine to `sending` (nor even to the dry run) with a form its own rules refuse.
 */
import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { amountInputValue } from '../../../domain/money/amount-input';
import { canContinue, isValidAddress } from '../../../domain/send/rules';
import { provideSend } from '../../../domain/send/provide';
import type { SendEvent } from '../../../domain/send/machine';
import type { TransferRequest } from '../../../domain/send/types';
import { fakeMainApi, recordingLogger, mainPorts } from '../../support/fake-ports';
import { aBalance } from '../../support/mothers';

const TON = aBalance('TON', '50', { address: 'TON', chainId: 'TON', decimals: 9, tokensAmount: '10' });
const USDT = aBalance('USDT', '100', { address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', chainId: 42161, decimals: 6, tokensAmount: '100' });
const EMPTY = aBalance('ETH', '0', { address: '0x0000000000000000000000000000000000000000', chainId: 1, tokensAmount: '0' });

const addressArb = fc.oneof(
  fc.constantFrom(
    'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG',
    'alice.ton',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x5290840009852788',
    'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0Xgg',
    '',
  ),
  fc.string({ maxLength: 50 }),
);
const amountArb = fc.oneof(fc.constantFrom('', '0', '1', '1,5', '9.999', '10', '10.000000001', '99', '101', '.', '1.2.3', 'abc'), fc.string({ maxLength: 8 }));

const userEventArb: fc.Arbitrary<SendEvent | { type: 'tick' }> = fc.oneof(
  fc.constantFrom(TON, USDT, EMPTY).map((token) => ({ type: 'token.select' as const, token })),
  addressArb.map((value) => ({ type: 'address.change' as const, value })),
  amountArb.map((value) => ({ type: 'amount.change' as const, value })),
  fc.string({ maxLength: 10 }).map((value) => ({ type: 'comment.change' as const, value })),
  fc.constantFrom<SendEvent | { type: 'tick' }>(
    { type: 'details.submit' },
    { type: 'details.submit' },
    { type: 'confirm.submit' },
    { type: 'confirm.submit' },
    { type: 'confirm.back' },
    { type: 'send.reset' },
    { type: 'balances.retry' },
    { type: 'tick' },
    { type: 'tick' },
  ),
);

/** Lets the fake server answer (its answers settle on a macrotask). */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('sendMachine under random event sequences', () => {
  it('never validates or sends an invalid form', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(userEventArb, { maxLength: 30 }), fc.boolean(), async (events, serverRefuses) => {
        const requests: TransferRequest[] = [];
        const mainApi = fakeMainApi({
          balances: { 0: [TON, USDT, EMPTY] },
          overrides: {
            transfer: async (request) => {
              requests.push(request);
              if (serverRefuses && !request.dry) throw new Error('network down');
              return { dry: request.dry, fee: { amount: '0.006', symbol: 'TON' } };
            },
          },
        });
        const actor = createActor(provideSend({ ...mainPorts(mainApi), logger: recordingLogger() }), { input: { accountIndex: 0 } });
        const violations: string[] = [];
        actor.subscribe((snapshot) => {
          if ((snapshot.matches('validating') || snapshot.matches('sending')) && !canContinue(snapshot.context)) {
            violations.push(`${JSON.stringify(snapshot.value)} with ${JSON.stringify(snapshot.context)}`);
          }
          if (snapshot.matches('sending') && !snapshot.context.idempotencyKey) violations.push('sending without a key');
        });
        actor.start();
        await tick();
        for (const event of events) {
          if (event.type === 'tick') await tick();
          else actor.send(event);
        }
        await tick();
        actor.stop();

        expect(violations).toEqual([]);
        for (const request of requests) {
          const token = [TON, USDT, EMPTY].find((t) => t.address === request.tokenAddress);
          expect(token).toBeDefined();
          expect(isValidAddress(request.to, request.chainId)).toBe(true);
          const amount = amountInputValue(request.amount);
          expect(amount !== null && amount.gt(0) && amount.lte(token!.tokensAmount)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
