/**
 * Paying from the custodial balance (MINING.md "internal"), for any purpose: a TON transfer from
 * the caller's account to the treasury, for exactly the purpose's price, with the usual 0.006 TON
 * fee. The dry run answers what the confirmation shows (price, fee, total, balance, balance after)
 * and refuses a short balance on the `amount` path ('Not enough balance'); the real one debits,
 * records the intent as paid by that transfer and activates the purchase, in the caller's
 * transaction.
 */
import { TON_TRANSFER_FEE_UNITS } from '../../main/engine/fees';
import { balanceOf, InsufficientBalanceError, postMovementsIn, type Queryable } from '../../main/engine/ledger';
import { nativeToken } from '../../main/engine/token-catalogue';
import { parseTonAddress, sameTonAccount } from '../../main/engine/ton-address';
import { parseUnits } from '../../main/engine/units';
import type { SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import type { AnyPurposeRow, PurposeTable } from './purpose-table';
import { TREASURY_ADDRESS } from './config';
import { TON_DECIMALS } from '../shared/config';
import { tonText } from './external-wallet';
import { createIntent, settleIntent, type Intent } from './intents';

export interface InternalPaymentInput {
  readonly userId: number;
  readonly accountIndex: number;
  readonly row: AnyPurposeRow;
  readonly details: Readonly<Record<string, string>>;
  /** What the client named (autoclaim's /transfer): must be the treasury and the price. */
  readonly named?: { readonly to: string; readonly amount: string } | undefined;
}

/** The dry run's figures, as the confirmation shows them (TON, decimal strings). */
export interface InternalQuote {
  readonly price: string;
  readonly fee: string;
  readonly total: string;
  readonly balance: string;
  readonly balanceAfter: string;
  readonly currency: 'TON';
}

const notEnough = (): SandboxError => new SandboxError(400, 'Not enough balance', 'insufficient-balance', ['amount']);

/** The purpose's internal price, checking what the client named against it. */
async function internalPrice(tx: Queryable, input: InternalPaymentInput, now: number): Promise<bigint> {
  await input.row.check?.(tx, input.details, { userId: input.userId, now });
  const price = (await input.row.price(tx, input.details, { userId: input.userId, now })).internal;
  if (price === null) throw new SandboxError(400, `${input.row.purpose} cannot be paid from the wallet`, 'not-offered', ['way']);
  if (input.named) {
    const to = parseTonAddress(input.named.to.trim());
    const treasury = parseTonAddress(TREASURY_ADDRESS);
    if (!to || !treasury || !sameTonAccount(to, treasury)) throw new SandboxError(400, 'Payments go to the treasury address only', 'not-treasury', ['to']);
    const amount = parseUnits(input.named.amount, TON_DECIMALS);
    if (!amount.ok || amount.units !== price) throw new SandboxError(400, `The amount must be the price of ${input.row.purpose}`, 'wrong-amount', ['amount']);
  }
  return price;
}

/** The dry run: what the payment would take, or a refusal; moves nothing. */
export async function quoteInternally(tx: Queryable, input: InternalPaymentInput, now: number): Promise<InternalQuote> {
  const price = await internalPrice(tx, input, now);
  const balance = await balanceOf(tx, input.userId, input.accountIndex, nativeToken('TON'));
  const total = price + TON_TRANSFER_FEE_UNITS;
  if (balance < total) throw notEnough();
  return { price: tonText(price), fee: tonText(TON_TRANSFER_FEE_UNITS), total: tonText(total), balance: tonText(balance), balanceAfter: tonText(balance - total), currency: 'TON' };
}

/**
 * Pays: debits the wallet, records the paid intent and activates the purchase; returns the intent.
 * The settlement reads the activation's time under its own locks (settleIntent).
 */
export async function payInternally(tx: Queryable, purposes: PurposeTable, input: InternalPaymentInput, clock: SandboxClock): Promise<Intent> {
  const now = await clock.read(tx);
  const price = await internalPrice(tx, input, now);
  const ton = nativeToken('TON');
  if ((await balanceOf(tx, input.userId, input.accountIndex, ton)) < price + TON_TRANSFER_FEE_UNITS) throw notEnough();
  let operationId: string;
  try {
    [operationId = ''] = await postMovementsIn(
      tx,
      [
        {
          userId: input.userId,
          accountIndex: input.accountIndex,
          operation: { kind: 'withdrawal', token: ton, amountUnits: price, counterparty: TREASURY_ADDRESS, comment: input.row.purpose },
          legs: [
            { token: ton, amountUnits: -price, kind: 'withdrawal' },
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
  const intent = await createIntent(tx, { userId: input.userId, purpose: input.row.purpose, details: input.details, way: 'internal', amountUnits: price, currency: 'TON' }, now);
  return settleIntent(tx, purposes, intent.id, { outcome: 'paid', chargeId: operationId }, clock);
}
