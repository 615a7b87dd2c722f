/**
 * What the seed users (sandbox/platform/seed-users.ts) own when the sandbox first sees them: alice has three
 * funded accounts so every wallet screen has something to show, bob and carol have a little,
 * dave has two empty accounts (the placeholder state). A user who is not a seed user gets one
 * empty account 0.
 */
import type { ChainId } from '../../../domain/chains';
import { SEED_USERS } from '../../platform/seed-users';
import { depositMovement, type Movement } from './ledger';
import { requireToken } from './token-catalogue';
import { parseUnits } from './units';

type SeedHolding = readonly [accountIndex: number, chainId: ChainId, symbol: string, amount: string];

interface SeedWallet {
  readonly accounts: number;
  readonly holdings: readonly SeedHolding[];
}

export const SEED_WALLETS: Readonly<Record<string, SeedWallet>> = {
  alice: {
    accounts: 3,
    holdings: [
      [0, 'TON', 'TON', '25'],
      [0, 'TON', 'USDT', '300'],
      [0, 'TON', 'PUNK', '5000'],
      [0, 'TON', 'SWITCH', '12000'],
      [0, 42161, 'ETH', '0.5'],
      [0, 42161, 'USDT', '120'],
      [0, 10, 'ETH', '0.02'],
      [0, 8453, 'USDC', '50'],
      [1, 'TON', 'TON', '3'],
      [1, 10, 'USDT', '10'],
    ],
  },
  bob: {
    accounts: 2,
    holdings: [
      [0, 'TON', 'TON', '5'],
      [0, 1, 'ETH', '0.05'],
      [0, 1, 'USDC', '40'],
      [0, 10, 'DAI', '12'],
      [1, 'TON', 'TON', '1'],
    ],
  },
  carol: {
    accounts: 2,
    holdings: [
      [0, 'TON', 'USDT', '150'],
      [0, 'TON', 'TON', '2'],
    ],
  },
  dave: { accounts: 2, holdings: [] },
};

export interface SeedPlan {
  readonly accounts: number;
  readonly movements: readonly Movement[];
}

export function seedPlanFor(userId: number): SeedPlan {
  const seed = SEED_USERS.find((user) => user.id === userId);
  const wallet = seed ? SEED_WALLETS[seed.key] : undefined;
  if (!wallet) return { accounts: 1, movements: [] };
  return {
    accounts: wallet.accounts,
    movements: wallet.holdings.map(([accountIndex, chainId, symbol, amount]) => {
      const token = requireToken(chainId, symbol);
      const parsed = parseUnits(amount, token.decimals);
      if (!parsed.ok) throw new Error(`bad seed amount ${amount} ${symbol}`);
      return depositMovement(userId, accountIndex, token, parsed.units);
    }),
  };
}
