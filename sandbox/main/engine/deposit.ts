/**
 * A simulated incoming deposit, as if a chain had delivered funds to the account's address. Used
 * by the sandbox's control routes (tests, host page), never by the app. With an idempotency key
 * the same deposit is credited once however often it is sent.
 */
import { SandboxError } from '../../platform/http/errors';
import type { Db } from '../../platform/store/database';
import { ensureWalletIn, requireAccount, type WalletOwner } from './accounts';
import { balanceOf, depositMovement, postMovementsIn } from './ledger';
import type { CatalogueToken } from './token-catalogue';
import { MAX_UNITS } from './units';

export interface DepositInput {
  readonly owner: WalletOwner;
  readonly accountIndex: number;
  readonly token: CatalogueToken;
  readonly units: bigint;
  readonly idempotencyKey?: string | null | undefined;
  /** Who sent it, when the simulation knows. */
  readonly from?: string | undefined;
}

export interface DepositOutcome {
  readonly operationId: string;
  /** True when the key had already been used: nothing was credited this time. */
  readonly replayed: boolean;
  /** The account's balance of the token afterwards, in smallest units. */
  readonly balanceUnits: bigint;
}

/** A credit that would take a balance past what any token can hold (a uint256). */
export function balanceTooLarge(): SandboxError {
  return new SandboxError(400, 'The balance would exceed the largest amount a token can hold', 'amount-too-large', ['amount']);
}

/**
 * One transaction from the user's first sight to the credit: a refusal anywhere (an account the
 * user does not have, a balance past the maximum) leaves nothing behind, not even a new user.
 */
export async function simulateDeposit(db: Db, input: DepositInput, now: Date): Promise<DepositOutcome> {
  if (input.units <= 0n) throw new Error('a deposit credits a positive amount');
  if (input.units > MAX_UNITS) throw balanceTooLarge();
  return db.transaction(async (tx) => {
    await ensureWalletIn(tx, input.owner, now);
    await requireAccount(tx, input.owner.id, input.accountIndex);
    const key = input.idempotencyKey ?? null;
    if (key !== null) {
      // Serialises deposits that share a key, so two concurrent sends still credit once.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
      const seen = await tx.query<{ operation_id: string }>('select operation_id from sandbox_deposit_keys where key = $1', [key]);
      const previous = seen.rows[0];
      if (previous) {
        return {
          operationId: previous.operation_id,
          replayed: true,
          balanceUnits: await balanceOf(tx, input.owner.id, input.accountIndex, input.token),
        };
      }
    }
    if ((await balanceOf(tx, input.owner.id, input.accountIndex, input.token)) + input.units > MAX_UNITS) throw balanceTooLarge();
    const [operationId = ''] = await postMovementsIn(tx, [depositMovement(input.owner.id, input.accountIndex, input.token, input.units, input.from)], now);
    if (key !== null) await tx.query('insert into sandbox_deposit_keys (key, operation_id) values ($1, $2)', [key, operationId]);
    return { operationId, replayed: false, balanceUnits: await balanceOf(tx, input.owner.id, input.accountIndex, input.token) };
  });
}
