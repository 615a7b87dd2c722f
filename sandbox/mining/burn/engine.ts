/**
 * Burning PUNK (MINING.md, seed 001 §4, §5, §9): debits the PUNK and 0.005 TON of gas from account
 * 0 in the wallet ledger and adds a 48 h boost of 0.1 SWITCH/h per PUNK, in the caller's one
 * transaction. Refusals carry the seed's codes: 4002 not enough PUNK, 4003 not enough TON for gas.
 */
import { randomUUID } from 'node:crypto';
import { BURN_ERROR_CODES } from '../../../adapters/http/contract/mining/burn';
import { balanceOf, InsufficientBalanceError, postMovementsIn, type Queryable } from '../../main/engine/ledger';
import { nativeToken, requireToken, type CatalogueToken } from '../../main/engine/token-catalogue';
import { formatTonAddress } from '../../main/engine/ton-address';
import { formatUnits, parseUnits } from '../../main/engine/units';
import { SandboxError } from '../../platform/http/errors';
import { BURN_BOOST_MS, BURN_GAS_UNITS, BURN_MIN_PUNK, BURN_RATE } from './config';
import type { MinerRow } from '../shared/miner';

/** TON's customary burn address (all-zero account id): burned PUNK goes nowhere. */
export const BURN_ADDRESS = formatTonAddress({ workchain: 0, hash: new Uint8Array(32), bounceable: false, testnet: false });

/** A burn refusal: the seed's `{ errorCode, errorMessage }` beside the common error fields. */
export class BurnRefusal extends SandboxError {
  constructor(
    readonly errorCode: (typeof BURN_ERROR_CODES)[keyof typeof BURN_ERROR_CODES],
    message: string,
  ) {
    super(422, message, errorCode === BURN_ERROR_CODES.notEnoughPunk ? 'not-enough-punk' : 'not-enough-gas');
  }

  override body(): { message: string; code?: string; path?: string[] } {
    return { ...super.body(), errorCode: this.errorCode, errorMessage: this.message } as ReturnType<SandboxError['body']>;
  }
}

const notEnoughPunk = (): BurnRefusal => new BurnRefusal(BURN_ERROR_CODES.notEnoughPunk, 'Not enough PUNK');
const notEnoughGas = (): BurnRefusal => new BurnRefusal(BURN_ERROR_CODES.notEnoughGas, 'Not enough TON for gas (0.005 TON)');

/** PUNK units from the request's amount, at least 1 PUNK. */
export function burnUnits(punk: CatalogueToken, amount: string): bigint {
  const parsed = parseUnits(amount, punk.decimals);
  if (!parsed.ok) throw new SandboxError(400, parsed.problem === 'too-many-decimals' ? 'PUNK has at most 9 decimals' : 'Invalid amount', 'invalid-amount', ['amount']);
  if (parsed.units < BURN_MIN_PUNK * 10n ** BigInt(punk.decimals)) throw new SandboxError(400, 'The minimum burn is 1 PUNK', 'below-minimum', ['amount']);
  return parsed.units;
}

export interface BurnOutcome {
  readonly burnId: string;
  readonly punkUnits: bigint;
  /** The burned PUNK as a decimal string. */
  readonly burnedAmount: string;
  readonly addedUnitsPerHour: bigint;
  readonly boostEndsAt: number;
}

export async function burnPunks(tx: Queryable, miner: MinerRow, amount: string, now: number): Promise<BurnOutcome> {
  const punk = requireToken('TON', 'PUNK');
  const ton = nativeToken('TON');
  const units = burnUnits(punk, amount);
  if ((await balanceOf(tx, miner.userId, 0, punk)) < units) throw notEnoughPunk();
  if ((await balanceOf(tx, miner.userId, 0, ton)) < BURN_GAS_UNITS) throw notEnoughGas();
  const at = new Date(now);
  let operationId: string;
  try {
    [operationId = ''] = await postMovementsIn(
      tx,
      [
        {
          userId: miner.userId,
          accountIndex: 0,
          operation: { kind: 'withdrawal', token: punk, amountUnits: units, counterparty: BURN_ADDRESS, comment: 'burn' },
          legs: [
            { token: punk, amountUnits: -units, kind: 'withdrawal' },
            { token: ton, amountUnits: -BURN_GAS_UNITS, kind: 'fee' },
          ],
        },
      ],
      at,
    );
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw error.token === punk ? notEnoughPunk() : notEnoughGas();
    throw error;
  }
  // 0.1 SWITCH/h per whole PUNK, floored to 1e-9 SWITCH/h.
  const addedUnitsPerHour = (units * BURN_RATE.unitsPerHourPerPunk) / 10n ** BigInt(punk.decimals);
  const burnId = `burn_${randomUUID()}`;
  const boostId = `boost_${randomUUID()}`;
  const endsAt = now + BURN_BOOST_MS;
  await tx.query(`insert into mining_boosts (id, user_id, source, units_per_hour, starts_at, ends_at, ref) values ($1, $2, 'burn', $3::numeric, $4, $5, $6)`, [
    boostId,
    miner.userId,
    addedUnitsPerHour.toString(),
    at.toISOString(),
    new Date(endsAt).toISOString(),
    burnId,
  ]);
  await tx.query(
    `insert into mining_burns (id, user_id, punk_units, gas_units, operation_id, boost_id, burned_at) values ($1, $2, $3::numeric, $4::numeric, $5, $6, $7)`,
    [burnId, miner.userId, units.toString(), BURN_GAS_UNITS.toString(), operationId, boostId, at.toISOString()],
  );
  return { burnId, punkUnits: units, burnedAmount: formatUnits(units, punk.decimals), addedUnitsPerHour, boostEndsAt: endsAt };
}
