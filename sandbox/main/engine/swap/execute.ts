/**
 * Executes a swap in one ledger transaction: one 'swap' operation (what history shows) whose legs
 * debit the amount spent, credit the amount received (on the destination chain for a cross-chain
 * route) and debit the gas on each chain as fees. Balances are checked first, inside the same
 * transaction, so a refusal writes nothing:
 * - the spent token must cover the amount ('Insufficient funds', path amount);
 * - each chain's native coin, after what the swap itself spends of it, must cover the gas, or on
 *   TON the tool's forward reserve ('Insufficient funds', code insufficient-gas). Gas is paid up
 *   front on every chain, as a real transaction would, never out of what the swap delivers.
 * A quoted route executes at its quoted amounts (a firm quote for its short lifetime) and once.
 */
import { balanceOf, InsufficientBalanceError, postMovementsIn, type Movement, type Queryable } from '../ledger';
import type { CatalogueToken } from '../token-catalogue';
import { belowMinimum, insufficientFunds, insufficientGas, noRoute, routeExpired, routeOfOtherAccount, routeUsed, unknownRoute } from './refusals';
import { lockRoute, markUsed, saveRoute, type ExecutablePlan } from './route-store';
import { planTonRoute } from './router';
import type { TonToolKey } from './tools';

export interface SwapOutcome {
  readonly swapId: string;
  readonly status: 'completed';
}

export function swapMovement(userId: number, accountIndex: number, plan: ExecutablePlan): Movement {
  return {
    userId,
    accountIndex,
    operation: { kind: 'swap', token: plan.from, amountUnits: plan.fromAmount, toToken: plan.to, toAmountUnits: plan.toAmount },
    legs: [
      { token: plan.from, amountUnits: -plan.fromAmount, kind: 'swap-out' },
      { token: plan.to, amountUnits: plan.toAmount, kind: 'swap-in' },
      ...plan.gas.map((gas) => ({ token: gas.token, amountUnits: -gas.units, kind: 'fee' as const })),
    ],
  };
}

async function checkFunds(tx: Queryable, userId: number, accountIndex: number, plan: ExecutablePlan): Promise<void> {
  const held = (token: CatalogueToken): Promise<bigint> => balanceOf(tx, userId, accountIndex, token);
  const heldFrom = await held(plan.from);
  if (heldFrom < plan.fromAmount) throw insufficientFunds();
  for (const gas of plan.gas) {
    const available = gas.token === plan.from ? heldFrom - plan.fromAmount : await held(gas.token);
    const needed = gas.reserve > gas.units ? gas.reserve : gas.units;
    if (available < needed) throw insufficientGas();
  }
}

/** Checks and writes the swap inside the caller's transaction; returns the operation id (the swap id). */
async function executeIn(tx: Queryable, userId: number, accountIndex: number, plan: ExecutablePlan, now: Date): Promise<string> {
  // Lock the account before reading balances, so the check and the write see the same holdings.
  await tx.query('select 1 from wallet_accounts where user_id = $1 and account_index = $2 for update', [userId, accountIndex]);
  await checkFunds(tx, userId, accountIndex, plan);
  try {
    const [operationId] = await postMovementsIn(tx, [swapMovement(userId, accountIndex, plan)], now);
    if (!operationId) throw new Error('the ledger wrote no operation');
    return operationId;
  } catch (error) {
    // The check above makes this unreachable; kept so a rule drift still answers a refusal, not a 500.
    if (error instanceof InsufficientBalanceError) throw error.token === plan.from ? insufficientFunds() : insufficientGas();
    throw error;
  }
}

export interface ExecuteRouteInput {
  readonly userId: number;
  readonly accountIndex: number;
  readonly routeId: string;
}

/**
 * /swap and /tgMakeSwap: executes a stored quote of the caller's, once, before it expires; in the
 * request's transaction, which commits the swap together with its Idempotency-Key.
 */
export async function executeRoute(tx: Queryable, input: ExecuteRouteInput, now: Date): Promise<SwapOutcome> {
  const route = await lockRoute(tx, input.routeId);
  if (!route || route.userId !== input.userId) throw unknownRoute();
  if (route.usedAt) throw routeUsed();
  if (now.getTime() > route.expiresAt.getTime()) throw routeExpired();
  if (route.accountIndex !== input.accountIndex) throw routeOfOtherAccount();
  const swapId = await executeIn(tx, input.userId, input.accountIndex, route.plan, now);
  await markUsed(tx, route.id, now, swapId);
  return { swapId, status: 'completed' as const };
}

export interface TonSwapInput {
  readonly userId: number;
  readonly accountIndex: number;
  readonly offer: CatalogueToken;
  readonly ask: CatalogueToken;
  readonly offerAmount: bigint;
  readonly minAskAmount: bigint;
  readonly provider: TonToolKey;
}

/**
 * /v2/tc/swap: no quote id travels, so the swap is simulated again through the named tool at the
 * current prices and refused when it would give less than the client's minimum.
 */
export async function executeTonSwap(tx: Queryable, input: TonSwapInput, now: Date): Promise<SwapOutcome> {
  const plan = planTonRoute(input.offer, input.ask, input.offerAmount, now.getTime(), input.provider);
  if (!plan) throw noRoute();
  if (plan.toAmount < input.minAskAmount) throw belowMinimum();
  const swapId = await executeIn(tx, input.userId, input.accountIndex, plan, now);
  await saveRoute(tx, { userId: input.userId, accountIndex: input.accountIndex, plan, createdAt: now, expiresAt: now, executed: { at: now, operationId: swapId } });
  return { swapId, status: 'completed' as const };
}
