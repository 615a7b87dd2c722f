/**
 * Seeded machine snapshots for screen tests (issue 10 item 7): the state a screen shows, written
 * down as a state value and a context, instead of the clicks that would lead there. Hand the result
 * to renderApp({ seeds: { [machine.id]: snapshot } }); the flow's provider starts its actor from it.
 *
 * A seeded snapshot starts no timers and no calls of its own state (it is restored, not entered),
 * so the screen stays exactly as seeded until the test acts.
 */
import type { AnyStateMachine, ContextFrom, Snapshot, StateValueFrom } from 'xstate';
import { initialSendContext, sendMachine, type SendContext } from '../../domain/send/machine';
import { swapMachine, type SwapContext } from '../../domain/swap/machine';
import { quoteKeyOf, quoteRequestFor } from '../../domain/swap/quote-request';
import { pickToken, EMPTY_SWAP_FORM } from '../../domain/swap/form';
import type { Quote } from '../../domain/swap/types';
import type { BalanceEntry, Token } from '../../domain/tokens/types';
import { DEFAULT_TEST_NOW } from './manual-clock';

export function seededSnapshot<M extends AnyStateMachine>(machine: M, value: StateValueFrom<M>, context: ContextFrom<M>): Snapshot<unknown> {
  return machine.resolveState({ value, context }) as Snapshot<unknown>;
}

export interface SwapSeed {
  readonly from: Token;
  readonly to: Token;
  /** The amount typed, in whole tokens. */
  readonly amount: string;
  readonly quote: Quote;
  readonly balances: readonly BalanceEntry[];
  readonly accountIndex?: number;
  /** When the quote came, on the test's clock; its deadline is a minute later. */
  readonly receivedAt?: number;
  readonly lookAgain?: SwapContext['lookAgain'];
}

/** The swap form with both tokens, an amount and its quote shown: what /swap and /confirmSwap show. */
export function swapWithQuote(seed: SwapSeed): Snapshot<unknown> {
  const form = pickToken(pickToken(EMPTY_SWAP_FORM, 'from', seed.from), 'to', seed.to);
  const accountIndex = seed.accountIndex ?? 0;
  const base = { ...form, swapAmount: seed.amount, isSwapMax: false };
  const receivedAt = seed.receivedAt ?? DEFAULT_TEST_NOW;
  const context: SwapContext = {
    ...base,
    accountIndex,
    startSwap: null,
    selectedChain: null,
    tokenSearch: '',
    pickingToken: null,
    startParam: null,
    presetOpen: false,
    balances: seed.balances,
    quoteKey: quoteKeyOf(quoteRequestFor(base, accountIndex)),
    quote: seed.quote,
    quoteError: null,
    routeFetching: false,
    presetFailure: null,
    quoteDeadline: receivedAt + 60_000,
    quoteValidityMs: 60_000,
    seenToAmount: seed.quote.route.toAmount,
    lookAgain: seed.lookAgain ?? null,
  };
  return seededSnapshot(swapMachine, { form: 'editing', quote: { ready: 'fresh' }, balances: 'loaded', picker: 'closed', preset: 'closed' }, context);
}

/** The send flow on its confirmation: the form filled and the dry run passed with its fee. */
export function sendConfirming(seed: Partial<SendContext> & Pick<SendContext, 'token' | 'address' | 'amount' | 'balances' | 'fee'>): Snapshot<unknown> {
  const context: SendContext = { ...initialSendContext({ accountIndex: seed.accountIndex ?? 0 }), ...seed };
  return seededSnapshot(sendMachine, 'confirming', context);
}
