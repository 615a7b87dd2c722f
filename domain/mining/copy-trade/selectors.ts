/** What the copy-trade screens show, as plain data: the step from the machine's tags, the lists, the form. */
import type { CopyTradeFailure } from './failure';
import type { CopyTradeSnapshot } from './machine';
import {
  chainTotals,
  depositButtonOf,
  fundingTokens,
  isTraderAddress,
  perTradeOf,
  splitTrades,
  tokenEquivalentOf,
  type DepositButton,
} from './rules';
import type { CopyTrade, CopyTradeChainId, FundingToken } from './types';
import { holdsInput } from '../../money/amount-input';

/** A trader's address or a deposit typed, until the copy trade has started. */
export function selectCopyTradeHoldsInput(snapshot: CopyTradeSnapshot): boolean {
  const { traderAddress, deposit } = snapshot.context;
  return holdsInput([traderAddress, deposit], snapshot.matches('success'));
}

export const COPY_TRADE_STEPS = ['starting', 'loading', 'failed', 'not-balance', 'archive', 'address', 'network', 'token', 'deposit', 'success'] as const;
export type CopyTradeStep = (typeof COPY_TRADE_STEPS)[number];

export interface CopyTradeView {
  readonly step: CopyTradeStep;
  readonly address: string;
  readonly traderAddress: string;
  readonly addressValid: boolean;
  readonly active: readonly CopyTrade[];
  readonly disabled: readonly CopyTrade[];
  readonly hasTrades: boolean;
  readonly chains: readonly { chainId: CopyTradeChainId; usd: string; count: number }[];
  readonly chainId: CopyTradeChainId | null;
  readonly tokens: readonly FundingToken[];
  readonly token: FundingToken | null;
  readonly deposit: string;
  readonly ante: number;
  readonly button: DepositButton;
  readonly perTrade: string;
  readonly tokenEquivalent: string;
  /** The minimum (100 USD) in the chosen token. */
  readonly minimumEquivalent: string;
  readonly failure: CopyTradeFailure | null;
  readonly started: CopyTrade | null;
}

export function selectCopyTradeView(snapshot: CopyTradeSnapshot): CopyTradeView {
  const { context } = snapshot;
  const { active, disabled } = splitTrades(context.trades);
  const token = context.token;
  return {
    step: COPY_TRADE_STEPS.find((tag) => snapshot.hasTag(tag)) ?? 'loading',
    address: context.address,
    traderAddress: context.traderAddress,
    addressValid: isTraderAddress(context.traderAddress),
    active,
    disabled,
    hasTrades: context.trades.length > 0,
    chains: chainTotals(context.tokens),
    chainId: context.chainId,
    tokens: context.chainId === null ? [] : fundingTokens(context.tokens, context.chainId),
    token,
    deposit: context.deposit,
    ante: context.ante,
    button: depositButtonOf(context.deposit, context.ante, token?.usdAmount ?? '0'),
    perTrade: perTradeOf(context.deposit, context.ante),
    tokenEquivalent: token ? tokenEquivalentOf(context.deposit, token.tokensCost) : '0.0000',
    minimumEquivalent: token ? tokenEquivalentOf('100', token.tokensCost) : '0.0000',
    failure: context.failure,
    started: context.started,
  };
}
