/**
 * The copy-trade flow (seed 001 §2 "Copy-trade screens", §4 "Copy trade", §5 "Copy trade";
 * docs/decisions/copy-trade.md "Copy trading (issue 24)"): the entry reads the subscriptions and balances and
 * goes to the archive (subscriptions), not-enough-balance (nothing to fund one with) or the trader
 * address; then address, network, token, deposit, start, success, archive.
 *
 * - An address other than 0x and 40 hex digits is silently ignored (no step, no message).
 * - The deposit's start is refused in the red button states; the ante goes to the server as a
 *   fraction; the start's key is kept while its outcome is unknown, so a retry runs it once.
 * - The route may lead (back, a deep link, a reload): 'step.enter' brings the machine to a step
 *   whose earlier choices are made (guards.ts canEnter); the flow table (ui) does the rest.
 * - The form is kept on the device (draft.ts, 'saveDraft' on every change): a flow that opens on a
 *   step's path (a reload) restores it and resumes there once loaded, if that step's earlier
 *   choices are in it; otherwise (a deep link without them) the entry routes as usual. A flow
 *   opened at its entry, a new trade and a made start drop it.
 *
 * Each state's tags name the step the screen shows (selectors.ts reads them).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParamsOf } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import type { CopyTradeContext, CopyTradeInput } from './context';
import type { CopyTradeEvent, EnterableStep } from './events';
import { draftFormOf } from './draft';
import { copyTradeFailureOf } from './failure';
import { addressValid, canEnter, canResume, depositReady, hasNoBalance, hasTrades, networkFundable } from './guards';
import { clampAnte, DEFAULT_ANTE, DEFAULT_DEPOSIT, depositInput, fundingTokens, maxDepositOf } from './rules';
import type { CopyTrade, CopyTrades } from './types';

/** What the start sends (the key is the machine's, kept across a retry). */
export interface StartCall {
  readonly context: CopyTradeContext;
  readonly key: string;
}

const enter = (step: EnterableStep) => ({
  guard: ({ context, event }: { context: CopyTradeContext; event: CopyTradeEvent }) => event.type === 'step.enter' && event.step === step && canEnter(context, step),
  target: `#copyTrade.${step}`,
});

/** After the entry's read: back at the step the flow opened on, when its form came back with it. */
const resume = (step: EnterableStep) => ({
  guard: ({ context }: { context: CopyTradeContext }) => context.resumeAt === step && canResume(context, step),
  target: step,
});

/** The entry's read restores the kept form only when the flow opened on a step's path. */
const restoredForm = (context: CopyTradeContext, tokens: CopyTrades['tokens']) =>
  context.resumeAt === null ? {} : (draftFormOf(context.draft, context.accountIndex, tokens) ?? {});

export const copyTradeMachine = setup({
  types: {} as { context: CopyTradeContext; events: CopyTradeEvent; input: CopyTradeInput },
  actors: {
    /** The account's subscriptions and fundable holdings. */
    load: fromPromise<CopyTrades, { accountIndex: number }>(notProvided),
    /** /startMonitoringCopyTrade with the kept key. */
    start: fromPromise<CopyTrade, StartCall>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly what: 'entry' | 'start'; readonly failure: ApiFailure }) => notProvided(),
    /** The start's key: the kept one, or a new one (provide.ts makes keys). */
    keepStartKey: () => notProvided(),
    /** A new key for the next start (the previous one's outcome is known). */
    newStartKey: assign({ startKey: () => null as string | null }),
    /** Keeps the form on the device (draft.ts), so a reload returns to it. */
    saveDraft: () => notProvided(),
    /** Drops the kept form. */
    dropDraft: () => notProvided(),
  },
  guards: {
    hasTrades: ({ context }) => hasTrades(context),
    hasNoBalance: ({ context }) => hasNoBalance(context),
    addressValid: ({ context }) => addressValid(context),
    depositReady: ({ context }) => depositReady(context),
    networkFundable: ({ context, event }) => event.type === 'network.pick' && networkFundable(context, event.chainId),
  },
}).createMachine({
  id: 'copyTrade',
  context: ({ input }) => ({
    accountIndex: input.accountIndex,
    loaded: false,
    trades: [],
    tokens: [],
    address: '',
    traderAddress: '',
    chainId: null,
    token: null,
    deposit: DEFAULT_DEPOSIT,
    ante: DEFAULT_ANTE,
    failure: null,
    started: null,
    startKey: null,
    draft: input.draft ?? null,
    resumeAt: null,
  }),
  on: {
    'step.enter': [enter('archive'), enter('address'), enter('network'), enter('token'), enter('deposit')],
  },
  initial: 'loading',
  states: {
    loading: {
      description: "The entry loader: refreshes the subscriptions and balances ('loading').",
      tags: ['loading'],
      // The path the flow opened on (a reload, a deep link): resumed once loaded, if it can be.
      on: { 'step.enter': { actions: assign({ resumeAt: ({ event }) => event.step }) } },
      invoke: {
        src: 'load',
        input: ({ context }) => ({ accountIndex: context.accountIndex }),
        onDone: {
          target: 'routing',
          actions: assign(({ context, event }) => ({
            loaded: true,
            trades: event.output.copyTrades,
            tokens: event.output.tokens,
            address: event.output.address,
            ...restoredForm(context, event.output.tokens),
          })),
        },
        onError: { target: 'failed', actions: { type: 'logFailure', params: failureParamsOf('entry') } },
      },
    },
    routing: {
      description: 'Archive with subscriptions, not-enough-balance without anything to fund one, else the trader address.',
      tags: ['loading'],
      exit: assign({ resumeAt: null, draft: null }),
      always: [
        resume('deposit'),
        resume('token'),
        resume('network'),
        resume('address'),
        resume('archive'),
        { guard: 'hasTrades', target: 'archive', actions: 'dropDraft' },
        { guard: 'hasNoBalance', target: 'notBalance', actions: 'dropDraft' },
        { target: 'address', actions: 'dropDraft' },
      ],
    },
    failed: {
      description: 'The entry read failed (seed 001 §8: logged; the screen offers a retry).',
      tags: ['failed'],
      on: { 'entry.retry': 'loading', 'step.enter': { actions: assign({ resumeAt: ({ event }) => event.step }) } },
    },
    notBalance: {
      description: '/copyTrade/notBalance: nothing to fund a copy trade with.',
      tags: ['not-balance'],
    },
    archive: {
      description: '/copyTrade/traderArchive: current positions and history.',
      tags: ['archive'],
      on: { 'trade.new': { target: 'address', actions: [assign({ traderAddress: '', chainId: null, token: null, deposit: DEFAULT_DEPOSIT, ante: DEFAULT_ANTE }), 'dropDraft'] } },
    },
    address: {
      description: "/copyTrade/traderAddress: the followed address; submit ignores anything but 0x and 40 hex.",
      tags: ['address'],
      on: {
        'address.change': { actions: [assign({ traderAddress: ({ event }) => event.text.slice(0, 200) }), 'saveDraft'] },
        'address.submit': { guard: 'addressValid', target: 'network' },
      },
    },
    network: {
      description: '/copyTrade/chooseTokens: the network chooser.',
      tags: ['network'],
      // A network with nothing fundable is shown disabled with the reason; picking it does nothing.
      on: { 'network.pick': { guard: 'networkFundable', target: 'token', actions: [assign({ chainId: ({ event }) => event.chainId, token: null }), 'saveDraft'] } },
    },
    token: {
      description: "/copyTrade/chooseNetwork: the user's ETH, USDT, USDC and DAI on the chosen network.",
      tags: ['token'],
      on: {
        'token.pick': {
          target: 'deposit',
          actions: [
            assign({
              token: ({ context, event }) => fundingTokens(context.tokens, context.chainId ?? undefined).find((token) => token.address === event.address) ?? context.token,
              failure: null,
            }),
            'saveDraft',
          ],
        },
      },
    },
    deposit: {
      description: '/copyTrade/traderDeposit: the deposit in USD, the ante slider and the start button.',
      tags: ['deposit'],
      on: {
        'deposit.change': { actions: [assign({ deposit: ({ event }) => depositInput(event.text).slice(0, 40), failure: null }), 'saveDraft'] },
        'deposit.max': { actions: [assign({ deposit: ({ context }) => (context.token ? maxDepositOf(context.token.usdAmount) : context.deposit), failure: null }), 'saveDraft'] },
        'ante.change': { actions: [assign({ ante: ({ event }) => clampAnte(event.percent), failure: null }), 'saveDraft'] },
        'deposit.submit': { guard: 'depositReady', target: 'starting' },
      },
    },
    starting: {
      description: '/startMonitoringCopyTrade with the kept key; the deposit leaves the wallet once.',
      tags: ['starting', 'deposit'],
      on: { 'step.enter': {} },
      // Kept with the form: a reload while the outcome is unknown replays this key, never a second start.
      entry: ['keepStartKey', 'saveDraft'],
      invoke: {
        src: 'start',
        input: ({ context }) => ({ context, key: context.startKey ?? '' }),
        onDone: { target: 'success', actions: [assign({ started: ({ event }) => event.output, trades: ({ context, event }) => [event.output, ...context.trades] }), 'newStartKey', 'dropDraft'] },
        onError: [
          {
            guard: ({ event }) => copyTradeFailureOf(event.error).type !== 'server',
            target: 'deposit',
            actions: ['newStartKey', assign({ failure: ({ event }) => copyTradeFailureOf(event.error) }), 'saveDraft'],
          },
          // Unknown outcome: the key stays, so the next press replays it rather than starting twice.
          { target: 'deposit', actions: [assign({ failure: ({ event }) => copyTradeFailureOf(event.error) }), { type: 'logFailure', params: failureParamsOf('start') }] },
        ],
      },
    },
    success: {
      description: "/copyTrade/traderSuccessfully: 'start successfully', the deposit; Done goes to the archive.",
      tags: ['success'],
      on: { 'success.done': { target: 'archive', actions: assign({ traderAddress: '', chainId: null, token: null, deposit: DEFAULT_DEPOSIT, ante: DEFAULT_ANTE }) } },
    },
  },
});

export type CopyTradeSnapshot = SnapshotFrom<typeof copyTradeMachine>;
