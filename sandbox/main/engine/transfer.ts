/**
 * A send from a custodial account (issue 5): validated for real, then executed atomically with its
 * fee. A dry run validates and prices only. When the destination is another sandbox account, that
 * account is credited in the same transaction, so value is conserved inside the sandbox.
 */
import type { ChainId } from '../../../domain/chains';
import { CANONICAL_AMOUNT } from '../../../domain/money/amount-input';
import type { RefusalCode, RefusalParams } from '../../../adapters/http/contract/refusal-codes';
import { COMMENT_MAX_LENGTH } from '../../../domain/send/rules';
import { SandboxError } from '../../platform/http/errors';
import { findAccountByAddress, requireAccount, type Account } from './accounts';
import { isValidEvmAddress } from './evm-address';
import { transferFee, type Fee } from './fees';
import { balanceOf, InsufficientBalanceError, postMovementsIn, type Movement, type Queryable } from './ledger';
import { findToken, type CatalogueToken } from './token-catalogue';
import { parseTonAddress } from './ton-address';
import { formatUnits, parseUnits } from './units';


export interface TransferInput {
  readonly userId: number;
  readonly accountIndex: number;
  readonly chainId: ChainId;
  readonly tokenAddress: string;
  readonly to: string;
  readonly amount: string;
  readonly comment?: string | undefined;
  readonly dry: boolean;
}

export interface TransferOutcome {
  readonly dry: boolean;
  readonly fee: { readonly amount: string; readonly symbol: string };
  readonly transferId?: string;
}

const refuse = (
  field: 'amount' | 'to' | 'comment' | 'tokenAddress',
  message: string,
  code: RefusalCode,
  params?: Record<string, string>,
): SandboxError => new SandboxError(400, message, code, [field], params);

function checkDestination(chainId: ChainId, to: string, sender: Account): void {
  const trimmed = to.trim();
  if (chainId === 'TON') {
    if (/\.ton$/i.test(trimmed)) throw refuse('to', 'TON DNS names cannot be resolved in the sandbox; use the address', 'unsupported-address');
    const parsed = parseTonAddress(trimmed);
    if (!parsed || parsed.testnet) throw refuse('to', 'Invalid address', 'invalid-address');
    const own = parseTonAddress(sender.tonAddress);
    if (own && parsed.workchain === own.workchain && Buffer.from(parsed.hash).equals(Buffer.from(own.hash))) {
      throw refuse('to', 'This is the address of the sending wallet', 'own-address');
    }
    return;
  }
  if (!isValidEvmAddress(trimmed)) throw refuse('to', 'Invalid address', 'invalid-address');
  if (trimmed.toLowerCase() === sender.evmAddress.toLowerCase()) throw refuse('to', 'This is the address of the sending wallet', 'own-address');
}

/** Only the canonical amount form the app's one amount-input rule sends (domain/money/amount-input). */
function parseAmount(token: CatalogueToken, amount: string): bigint {
  if (!CANONICAL_AMOUNT.test(amount)) throw refuse('amount', 'Invalid amount', 'invalid-amount');
  const parsed = parseUnits(amount, token.decimals);
  if (!parsed.ok) {
    throw parsed.problem === 'too-many-decimals'
      ? refuse('amount', `${token.symbol} has at most ${token.decimals} decimals`, 'too-many-decimals', {
          symbol: token.symbol,
          decimals: String(token.decimals),
        } satisfies RefusalParams['too-many-decimals'])
      : refuse('amount', 'Invalid amount', 'invalid-amount');
  }
  if (parsed.units <= 0n) throw refuse('amount', 'Amount must be greater than zero', 'zero-amount');
  return parsed.units;
}

function fundsError(token: CatalogueToken, fee: Fee, short: CatalogueToken): SandboxError {
  if (short === fee.token && short !== token) {
    const amount = formatUnits(fee.units, fee.token.decimals);
    return refuse('amount', `Not enough ${fee.token.symbol} to pay the fee (${amount} ${fee.token.symbol})`, 'insufficient-fee', {
      symbol: fee.token.symbol,
      fee: amount,
    } satisfies RefusalParams['insufficient-fee']);
  }
  return refuse('amount', 'Not enough balance', 'insufficient-balance');
}

async function checkFunds(q: Queryable, input: TransferInput, token: CatalogueToken, units: bigint, fee: Fee): Promise<void> {
  const held = await balanceOf(q, input.userId, input.accountIndex, token);
  const sameCoin = fee.token === token;
  if (held < units + (sameCoin ? fee.units : 0n)) throw fundsError(token, fee, token);
  if (!sameCoin && (await balanceOf(q, input.userId, input.accountIndex, fee.token)) < fee.units) throw fundsError(token, fee, fee.token);
}

function movementsFor(input: TransferInput, sender: Account, recipient: Account | null, token: CatalogueToken, units: bigint, fee: Fee): Movement[] {
  const comment = input.comment ? input.comment : null;
  const outgoing: Movement = {
    userId: input.userId,
    accountIndex: input.accountIndex,
    operation: { kind: 'withdrawal', token, amountUnits: units, counterparty: input.to.trim(), comment },
    legs: [
      { token, amountUnits: -units, kind: recipient ? 'transfer-out' : 'withdrawal' },
      { token: fee.token, amountUnits: -fee.units, kind: 'fee' },
    ],
  };
  if (!recipient) return [outgoing];
  const senderAddress = input.chainId === 'TON' ? sender.tonAddress : sender.evmAddress;
  const incoming: Movement = {
    userId: recipient.userId,
    accountIndex: recipient.accountIndex,
    operation: { kind: 'deposit', token, amountUnits: units, counterparty: senderAddress, comment },
    legs: [{ token, amountUnits: units, kind: 'transfer-in' }],
  };
  return [outgoing, incoming];
}

/** Runs in the request's transaction (`tx`), which commits the send together with its Idempotency-Key. */
export async function transfer(tx: Queryable, input: TransferInput, now: Date): Promise<TransferOutcome> {
  const sender = await requireAccount(tx, input.userId, input.accountIndex);
  const token = findToken(input.chainId, input.tokenAddress.trim());
  if (!token) throw refuse('tokenAddress', 'Unknown token on this network', 'unknown-token');
  checkDestination(input.chainId, input.to, sender);
  if ((input.comment ?? '').length > COMMENT_MAX_LENGTH) {
    throw refuse('comment', `The comment is longer than ${COMMENT_MAX_LENGTH} characters`, 'comment-too-long', {
      max: String(COMMENT_MAX_LENGTH),
    } satisfies RefusalParams['comment-too-long']);
  }
  const units = parseAmount(token, input.amount);
  const fee = transferFee(token);
  const feeAnswer = { amount: formatUnits(fee.units, fee.token.decimals), symbol: fee.token.symbol };

  if (input.dry) {
    await checkFunds(tx, input, token, units, fee);
    return { dry: true, fee: feeAnswer };
  }
  const recipient = await findAccountByAddress(tx, input.chainId, input.to.trim());
  try {
    const [transferId = ''] = await postMovementsIn(tx, movementsFor(input, sender, recipient, token, units, fee), now);
    return { dry: false, fee: feeAnswer, transferId };
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw fundsError(token, fee, error.token);
    throw error;
  }
}
