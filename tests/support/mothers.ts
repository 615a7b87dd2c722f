/** Object mothers: test data with names that say what they are for. */
import type { Task } from '../../domain/mining/tasks/types';
import type { BurnOffer } from '../../domain/mining/burn/types';
import type { MiningRecord, UserMining } from '../../domain/mining/shared/types';
import type { InternalQuote, PaymentIntent, PaymentOffer, PaymentStatus } from '../../domain/payment/types';
import type { GasEntry, Quote } from '../../domain/swap/types';
import type { KnownToken } from '../../domain/tokens/types';
import type { BalanceEntry, Token } from '../../domain/tokens/types';
import type { HistoryEntry, TotalBalance, WalletAccount } from '../../domain/wallet/types';

export function aWallet(accountIndex = 0, overrides: Partial<WalletAccount> = {}): WalletAccount {
  const hex = accountIndex.toString(16).padStart(4, '0');
  return {
    accountIndex,
    address: `0x${hex}000000000000000000000000000000000${hex}`,
    tonUnbouncableAddress: `UQA${hex}bcdefghijklmnopqrstuvwxyz0123456789ABCDEFG${hex}`.slice(0, 48),
    totalBalanceUsd: '0',
    ...overrides,
  };
}

export function aTotalBalance(totalBalanceUsd = '0', overrides: Partial<TotalBalance> = {}): TotalBalance {
  return { totalBalanceUsd, hasTrades: false, isNotifyForBoost: false, ...overrides };
}

export function aBalance(symbol: string, usdAmount: string, overrides: Partial<BalanceEntry> = {}): BalanceEntry {
  return {
    address: `0x${symbol.toLowerCase().padEnd(40, '0').slice(0, 40)}`,
    chainId: 1,
    decimals: 18,
    symbol,
    name: symbol,
    logoURI: '',
    tokensAmount: '1',
    usdAmount,
    tokensCost: usdAmount,
    ...overrides,
  };
}

/** A deposit entry whose id and date tell where it sits in a list (`n` = position, newest first). */
export function aDeposit(n: number, overrides: Partial<Extract<HistoryEntry, { type: 'deposit' }>> = {}): HistoryEntry {
  return {
    id: `deposit-${n}`,
    type: 'deposit',
    createdAt: new Date(Date.UTC(2025, 0, 1) - n * 60_000).toISOString(),
    asset: 'TON',
    amount: String(1_000_000_000 + n),
    decimals: 9,
    ...overrides,
  };
}

/** `count` deposits, ids offset by `from` so pages of one list never collide. */
export function deposits(count: number, from = 0): HistoryEntry[] {
  return Array.from({ length: count }, (_, i) => aDeposit(from + i));
}

/* Swap test data (issue 4). */

export const TON_TOKEN: Token = { address: 'TON', chainId: 'TON', decimals: 9, name: 'Toncoin', symbol: 'TON', logoURI: '/tokens/ton.svg' };
export const USDT_TON_TOKEN: Token = {
  address: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
  chainId: 'TON',
  decimals: 6,
  name: 'Tether USD',
  symbol: 'USDT',
  logoURI: '/tokens/usdt.svg',
};
export const ETH_TOKEN: Token = {
  address: '0x0000000000000000000000000000000000000000',
  chainId: 1,
  decimals: 18,
  name: 'Ether',
  symbol: 'ETH',
  logoURI: '/tokens/eth.svg',
};
export const USDC_ETH_TOKEN: Token = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  chainId: 1,
  decimals: 6,
  name: 'USD Coin',
  symbol: 'USDC',
  logoURI: '/tokens/usdc.svg',
};
export const USDT_ARB_TOKEN: Token = {
  address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
  chainId: 42161,
  decimals: 6,
  name: 'Tether USD',
  symbol: 'USDT',
  logoURI: '/tokens/usdt.svg',
};

/** A balance row holding `tokensAmount` of a token. */
export function aHolding(token: Token, tokensAmount: string, usdAmount = tokensAmount): BalanceEntry {
  return { ...token, tokensAmount, usdAmount, tokensCost: '1' };
}

export function aKnownToken(token: Token, tokenAmount = '0'): KnownToken {
  return { ...token, tokenAmount, usdAmount: '0' };
}

/** A catalogue of `count` distinct EVM tokens on one chain (for paging). */
export function knownTokens(count: number, chainId: Exclude<Token['chainId'], 'TON'> = 1, from = 0): KnownToken[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const hex = n.toString(16).padStart(8, '0');
    return aKnownToken({ address: `0x${hex.repeat(5)}`, chainId, decimals: 18, name: `Token ${n}`, symbol: `T${n}`, logoURI: '' });
  });
}

export function aGas(overrides: Partial<GasEntry> = {}): GasEntry {
  return {
    address: '0x0000000000000000000000000000000000000000',
    chainId: 1,
    symbol: 'ETH',
    logoURI: '/tokens/eth.svg',
    printAmount: '0.001',
    amount: '1000000000000000',
    amountUSD: '3.5',
    tokensAmount: '1',
    ...overrides,
  };
}

/**
 * A quote from `from` to `to` for `fromAmount` units; toAmount is twice as many units unless given.
 * TON quotes route through `tool` (the first TON tool by default).
 */
export function aQuote(
  from: Token,
  to: Token,
  fromAmount: string,
  overrides: { toAmount?: string; toAmountMin?: string; priceImpactPercent?: string; gases?: GasEntry[]; tool?: string; id?: string } = {},
): Quote {
  const toAmount = overrides.toAmount ?? (BigInt(fromAmount) * 2n).toString();
  const tool = { key: overrides.tool ?? (to.chainId === 'TON' ? 'stonfi' : 'uniswap'), name: 'Tool', logoURI: '' };
  return {
    route: {
      id: overrides.id ?? `route-${from.symbol}-${to.symbol}-${fromAmount}`,
      fromToken: from,
      toToken: to,
      fromAmount,
      toAmount,
      toAmountMin: overrides.toAmountMin ?? ((BigInt(toAmount) * 995n) / 1000n).toString(),
      fromAmountUSD: '10',
      toAmountUSD: '9.9',
      fromChainId: from.chainId,
      toChainId: to.chainId,
      gasCostUSD: '0.5',
      priceImpactPercent: overrides.priceImpactPercent ?? '0.3',
      steps: [
        { type: 'swap', viaTool: tool, from: { symbol: from.symbol, chainId: from.chainId, printAmount: '1' }, to: { symbol: to.symbol, chainId: to.chainId, printAmount: '2' } },
      ],
      expiresAt: '2030-01-01T00:00:00.000Z',
    },
    gases: overrides.gases ?? [to.chainId === 'TON' ? aGas({ address: 'TON', chainId: 'TON', symbol: 'TON', printAmount: '0.08', tokensAmount: '10' }) : aGas()],
    transactions: [{ provider: tool.key, chainId: from.chainId, viaTool: tool }],
  };
}

/**
 * A fresh miner's record at `serverTime` (seed 001 §3), mining at the base speed; its deadline is
 * 6 h after its last claim (the sandbox's period) unless the overrides say otherwise.
 */
export function aUserMining(overrides: Partial<UserMining> = {}, serverTime = '2026-01-01T00:00:00.000Z'): MiningRecord {
  const lastClaim = overrides.dttmLastClaim ?? new Date(Date.parse(serverTime) - 3_600_000).toISOString();
  return {
    serverTime,
    mining: {
      speed: '1',
      gotAmount: '0',
      miningAmount: '1',
      dttmClaimDeadline: new Date(Date.parse(lastClaim) + 6 * 3_600_000).toISOString(),
      dttmLastClaim: lastClaim,
      status: 'mining',
      dttmLastPayment: null,
      guild: 1,
      alliance: null,
      withheld: '0',
      autoclaimActive: false,
      dttmAutoclaimActivation: null,
      lockAmount: '0',
      humanGroup: 0,
      confirmProve: false,
      dttmAdded: lastClaim,
      ...overrides,
    },
  };
}

/** A treasury address for payment tests (any text: the fakes never parse it). */
export const MOTHER_TREASURY = 'UQTreasury0000000000000000000000000000000000000000';

/** A payment intent in the given status (a Stars autoclaim unless overridden). */
export function anIntent(status: PaymentStatus, overrides: Partial<PaymentIntent> = {}): PaymentIntent {
  return {
    intentId: 'pi_1',
    purpose: 'autoclaim',
    way: 'stars',
    status,
    amount: '195',
    currency: 'XTR',
    chargeId: status === 'paid' ? 'charge-1' : null,
    createdAt: '2025-04-01T12:00:00.000Z',
    paidAt: status === 'paid' ? '2025-04-01T12:00:05.000Z' : null,
    activatesAt: status === 'paid' ? '2025-04-01T12:01:05.000Z' : null,
    ...overrides,
  };
}

/** The burn the sandbox ships: +0.1 SWITCH/h per PUNK for 48 h, at least 1, 0.005 TON gas. */
export function aBurnOffer(): BurnOffer {
  return { rate: '0.1', boostHours: 48, minAmount: '1', gasTon: '0.005' };
}

/** An offer of every way at the sandbox's autoclaim prices (1 TON or 195 Stars). */
export function anOffer(overrides: Partial<PaymentOffer> = {}): PaymentOffer {
  return {
    ways: [
      { way: 'internal', amount: '1', currency: 'TON' },
      { way: 'stars', amount: '195', currency: 'XTR' },
      { way: 'external', amount: '1', currency: 'TON' },
    ],
    treasuryAddress: MOTHER_TREASURY,
    ...overrides,
  };
}

/** The internal way's dry run of a 1 TON price from a 2 TON balance, with the 0.006 TON fee. */
export function anInternalQuote(overrides: Partial<InternalQuote> = {}): InternalQuote {
  return { price: '1', fee: '0.006', total: '1.006', balance: '2', balanceAfter: '0.994', currency: 'TON', ...overrides };
}

/** A task as the server lists it (issue 20): the burn task, not done, no deadline. */
export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    code: 'burnPunk',
    type: 'burn',
    group: 'trade',
    reward: '0.5',
    boostHours: 48,
    doneAmount: 0,
    maxAmount: 1,
    minSpeed: null,
    dttmUpdate: null,
    currentAddSpeed: '0',
    boostEndsAt: null,
    url: null,
    gas: '0.005 TON',
    swapPair: null,
    isCompleted: false,
    rewardList: null,
    currentDay: null,
    ...overrides,
  };
}
