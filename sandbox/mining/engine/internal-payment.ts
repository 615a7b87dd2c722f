/**
 * Paying from the custodial balance (MINING.md "internal"): a TON transfer from the caller's
 * account to the treasury, for exactly the autoclaim price, with the usual 0.006 TON fee. The dry
 * run refuses a short balance on the `amount` path ('Not enough balance'); the real one debits,
 * records the intent as paid by that transfer and activates autoclaim, in the caller's transaction.
 */
import { TON_TRANSFER_FEE_UNITS } from '../../main/engine/fees';
import { balanceOf, InsufficientBalanceError, postMovementsIn, type Queryable } from '../../main/engine/ledger';
import { nativeToken } from '../../main/engine/token-catalogue';
import { parseTonAddress, sameTonAccount } from '../../main/engine/ton-address';
import { parseUnits } from '../../main/engine/units';
import type { SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import { AUTOCLAIM_PRICE, TON_DECIMALS, TREASURY_ADDRESS } from './config';
import { createIntent, settleIntent, type Intent } from './payments';

export interface InternalPaymentInput {
  readonly userId: number;
  readonly accountIndex: number;
  readonly to: string;
  readonly amount: string;
  readonly dry: boolean;
}

const notEnough = (): SandboxError => new SandboxError(400, 'Not enough balance', 'insufficient-balance', ['amount']);

function checkRequest(input: InternalPaymentInput): bigint {
  const to = parseTonAddress(input.to.trim());
  const treasury = parseTonAddress(TREASURY_ADDRESS);
  if (!to || !treasury || !sameTonAccount(to, treasury)) throw new SandboxError(400, 'Payments go to the treasury address only', 'not-treasury', ['to']);
  const amount = parseUnits(input.amount, TON_DECIMALS);
  if (!amount.ok || amount.units !== AUTOCLAIM_PRICE.tonUnits) throw new SandboxError(400, 'The amount must be the autoclaim price', 'wrong-amount', ['amount']);
  return amount.units;
}


/**
 * Validates (dry) or pays; returns the paid intent, or null for a dry run. `now` is the time the
 * caller read under the miner's lock; the settlement reads the activation's own under its locks.
 */
export async function payInternally(tx: Queryable, input: InternalPaymentInput, now: number, clock: SandboxClock): Promise<Intent | null> {
  const units = checkRequest(input);
  const ton = nativeToken('TON');
  if ((await balanceOf(tx, input.userId, input.accountIndex, ton)) < units + TON_TRANSFER_FEE_UNITS) throw notEnough();
  if (input.dry) return null;
  let operationId: string;
  try {
    [operationId = ''] = await postMovementsIn(
      tx,
      [
        {
          userId: input.userId,
          accountIndex: input.accountIndex,
          operation: { kind: 'withdrawal', token: ton, amountUnits: units, counterparty: TREASURY_ADDRESS, comment: 'autoclaim' },
          legs: [
            { token: ton, amountUnits: -units, kind: 'withdrawal' },
            { token: ton, amountUnits: -TON_TRANSFER_FEE_UNITS, kind: 'fee' },
          ],
        },
      ],
      new Date(now),
    );
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw notEnough();
    throw error;
  }
  const intent = await createIntent(tx, { userId: input.userId, way: 'internal', amountUnits: units, currency: 'TON' }, now);
  return settleIntent(tx, intent.id, { outcome: 'paid', chargeId: operationId }, clock);
}
