/**
 * Quotes kept between /fetchRoute and /swap (table swap_routes, migration 003). The payload is
 * the plan with its amounts as integer strings and its tokens as references into the catalogue;
 * it is parsed back with zod, so a row the code no longer understands fails loudly instead of
 * moving the wrong amounts.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { chainIdSchema, unitsSchema } from '../../../../adapters/http/contract/common';
import type { Queryable } from '../ledger';
import { findToken, nativeToken, type CatalogueToken } from '../token-catalogue';
import type { PlannedGas, RoutePlan } from './router';
import { formatUnits } from '../units';
import { isToolKey, wireTool, type WireTool } from './tools';

const refSchema = z.object({ chainId: chainIdSchema, address: z.string().min(1) });

const payloadSchema = z.object({
  kind: z.enum(['evm', 'ton']),
  from: refSchema,
  to: refSchema,
  fromAmount: unitsSchema,
  toAmount: unitsSchema,
  toAmountMin: unitsSchema,
  gas: z.array(z.object({ chainId: chainIdSchema, units: unitsSchema, reserve: unitsSchema })),
  steps: z.array(
    z.object({ type: z.enum(['swap', 'cross']), tool: z.string(), chainId: chainIdSchema, from: refSchema, to: refSchema, amountIn: unitsSchema, amountOut: unitsSchema }),
  ),
});
type Payload = z.infer<typeof payloadSchema>;

/** What executing a stored route needs. */
export interface ExecutablePlan {
  readonly kind: 'evm' | 'ton';
  readonly from: CatalogueToken;
  readonly to: CatalogueToken;
  readonly fromAmount: bigint;
  readonly toAmount: bigint;
  readonly gas: readonly PlannedGas[];
}

export interface StoredRoute {
  readonly id: string;
  readonly userId: number;
  readonly accountIndex: number;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
  readonly plan: ExecutablePlan;
}

const ref = (token: CatalogueToken) => ({ chainId: token.chainId, address: token.address });

function toPayload(plan: RoutePlan): Payload {
  return {
    kind: plan.kind,
    from: ref(plan.from),
    to: ref(plan.to),
    fromAmount: plan.fromAmount.toString(),
    toAmount: plan.toAmount.toString(),
    toAmountMin: plan.toAmountMin.toString(),
    gas: plan.gas.map((gas) => ({ chainId: gas.token.chainId, units: gas.units.toString(), reserve: gas.reserve.toString() })),
    steps: plan.steps.map((step) => ({
      type: step.type,
      tool: step.tool,
      chainId: step.chainId,
      from: ref(step.from),
      to: ref(step.to),
      amountIn: step.amountIn.toString(),
      amountOut: step.amountOut.toString(),
    })),
  };
}

function catalogueToken(value: { chainId: CatalogueToken['chainId']; address: string }): CatalogueToken {
  const token = findToken(value.chainId, value.address);
  if (!token) throw new Error(`stored route names ${value.address} on ${String(value.chainId)}, which is not in the catalogue`);
  return token;
}

function fromPayload(raw: unknown): ExecutablePlan {
  const payload = payloadSchema.parse(raw);
  return {
    kind: payload.kind,
    from: catalogueToken(payload.from),
    to: catalogueToken(payload.to),
    fromAmount: BigInt(payload.fromAmount),
    toAmount: BigInt(payload.toAmount),
    gas: payload.gas.map((gas) => ({ token: nativeToken(gas.chainId), units: BigInt(gas.units), reserve: BigInt(gas.reserve) })),
  };
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export interface NewRoute {
  readonly userId: number;
  readonly accountIndex: number;
  readonly plan: RoutePlan;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  /** Set for a swap executed without a prior quote (TON): the row is written already used. */
  readonly executed?: { readonly at: Date; readonly operationId: string } | undefined;
}

export async function saveRoute(q: Queryable, route: NewRoute): Promise<string> {
  const id = `route_${randomUUID()}`;
  await q.query(
    `insert into swap_routes (id, user_id, account_index, payload, created_at, expires_at, used_at, operation_id)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)`,
    [
      id,
      route.userId,
      route.accountIndex,
      JSON.stringify(toPayload(route.plan)),
      route.createdAt.toISOString(),
      route.expiresAt.toISOString(),
      route.executed?.at.toISOString() ?? null,
      route.executed?.operationId ?? null,
    ],
  );
  return id;
}

interface RouteRow {
  id: string;
  user_id: string | number;
  account_index: number;
  payload: unknown;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** Reads a route and locks its row until the transaction ends (two executions queue behind each other). */
export async function lockRoute(tx: Queryable, id: string): Promise<StoredRoute | null> {
  const result = await tx.query<RouteRow>('select id, user_id, account_index, payload, expires_at, used_at from swap_routes where id = $1 for update', [id]);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    userId: Number(row.user_id),
    accountIndex: row.account_index,
    expiresAt: asDate(row.expires_at),
    usedAt: row.used_at === null ? null : asDate(row.used_at),
    plan: fromPayload(row.payload),
  };
}

export async function markUsed(tx: Queryable, id: string, at: Date, operationId: string): Promise<void> {
  await tx.query('update swap_routes set used_at = $2, operation_id = $3 where id = $1 and used_at is null', [id, at.toISOString(), operationId]);
}

export interface ExecutedSwap {
  readonly swapId: string;
  readonly from: CatalogueToken;
  readonly to: CatalogueToken;
  readonly fromAmount: bigint;
  readonly toAmount: bigint;
  readonly executedAt: Date;
}

/** One page of an account's executed swaps, newest first. */
export async function executedSwaps(q: Queryable, userId: number, accountIndex: number, limit: number, offset: number): Promise<ExecutedSwap[]> {
  const result = await q.query<{ operation_id: string; payload: unknown; used_at: Date | string }>(
    `select operation_id, payload, used_at from swap_routes
     where user_id = $1 and account_index = $2 and used_at is not null
     order by used_at desc, seq desc limit $3 offset $4`,
    [userId, accountIndex, limit, offset],
  );
  return result.rows.map((row) => {
    const plan = fromPayload(row.payload);
    return { swapId: row.operation_id, from: plan.from, to: plan.to, fromAmount: plan.fromAmount, toAmount: plan.toAmount, executedAt: asDate(row.used_at) };
  });
}

/**
 * The steps of the route a swap operation executed (a transaction's receipt, issue 38), as the
 * quote showed them: each step's tool and its two sides with their amounts. Empty when the
 * operation is not a swap, or its route names a tool or token the sandbox no longer has.
 */
export async function executedSteps(q: Queryable, operationId: string, origin: string): Promise<{ type: 'swap' | 'cross'; viaTool: WireTool; from: StepSide; to: StepSide }[]> {
  const result = await q.query<{ payload: unknown }>('select payload from swap_routes where operation_id = $1', [operationId]);
  const row = result.rows[0];
  if (!row) return [];
  const parsed = payloadSchema.safeParse(row.payload);
  if (!parsed.success) return [];
  const side = (value: { chainId: CatalogueToken['chainId']; address: string }, units: string): StepSide | null => {
    const token = findToken(value.chainId, value.address);
    return token ? { symbol: token.symbol, chainId: token.chainId, printAmount: formatUnits(BigInt(units), token.decimals) } : null;
  };
  const steps = parsed.data.steps.map((step) => {
    const from = side(step.from, step.amountIn);
    const to = side(step.to, step.amountOut);
    return from && to && isToolKey(step.tool) ? { type: step.type, viaTool: wireTool(step.tool, origin), from, to } : null;
  });
  return steps.every((step) => step !== null) ? steps : [];
}

interface StepSide {
  readonly symbol: string;
  readonly chainId: CatalogueToken['chainId'];
  readonly printAmount: string;
}
