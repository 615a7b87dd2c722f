/**
 * "Simulate incoming deposit": the host page's form, forwarded to the main API's sandbox endpoint
 * (POST /sandbox/deposit { userId, accountIndex, chainId, tokenAddress, amount }), as if a chain had
 * credited the user's deposit address. The amount travels as the decimal string the tester typed.
 */
import { z } from 'zod';
import { accountIndexQuerySchema, chainIdQuerySchema, decimalSchema } from '../../adapters/http/contract/common';
import { NATIVE_TOKEN_ADDRESS, chainInfo, type ChainId } from '../../domain/chains';
import { sandboxControlHeaders } from '../platform/http/control-header';
import { resolveHostUser } from './launch';

export const depositFormSchema = z.object({
  /** The page's user control value ('alice', 'new:2000123'). */
  user: z.string().min(1).max(32),
  /** A token symbol ('USDT') or a token address. */
  token: z.string().trim().min(1).max(128),
  chainId: chainIdQuerySchema,
  amount: decimalSchema.check(z.refine((value: string) => /[1-9]/.test(value), 'amount must be above zero')),
  accountIndex: accountIndexQuerySchema,
});

export type DepositForm = z.output<typeof depositFormSchema>;

export interface DepositRequest {
  readonly userId: number;
  readonly accountIndex: number;
  readonly chainId: ChainId;
  readonly tokenAddress: string;
  readonly amount: string;
}

export type DepositOutcome =
  | { readonly ok: true; readonly status: number; readonly sent: DepositRequest; readonly answer: unknown }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly sent?: DepositRequest; readonly answer?: unknown };

type Fetch = typeof fetch;

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** TON addresses: user-friendly base64 (48 characters) or raw workchain:hex. */
const TON_ADDRESS = /^(?:[A-Za-z0-9_+/-]{48}|-?\d+:[0-9a-fA-F]{64})$/;
const CALL_TIMEOUT_MS = 10_000;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

const listedTokenSchema = z.object({ address: z.string().min(1), chainId: z.union([z.string(), z.number()]), symbol: z.string() });
const tokenListSchema = z.union([z.array(listedTokenSchema), z.object({ tokens: z.array(listedTokenSchema) }).transform((value) => value.tokens)]);

/**
 * A native coin's symbol and any address need no lookup; other symbols are looked up with the
 * main API's GET /sandbox/tokens?symbol=X (tolerant of a bare array or { tokens }).
 */
export async function resolveTokenAddress(
  mainApiUrl: string,
  token: string,
  chainId: ChainId,
  fetchImpl: Fetch = fetch,
): Promise<{ ok: true; address: string } | { ok: false; message: string }> {
  if (token.toUpperCase() === chainInfo(chainId).nativeSymbol.toUpperCase()) {
    return { ok: true, address: chainId === 'TON' ? NATIVE_TOKEN_ADDRESS.ton : NATIVE_TOKEN_ADDRESS.evm };
  }
  if (chainId === 'TON' ? TON_ADDRESS.test(token) : EVM_ADDRESS.test(token)) return { ok: true, address: token };
  const url = `${mainApiUrl}/sandbox/tokens?${new URLSearchParams({ symbol: token, chainId: String(chainId) }).toString()}`;
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: sandboxControlHeaders, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch {
    return { ok: false, message: 'token lookup failed (main API unreachable); enter the token address instead' };
  }
  if (!response.ok) return { ok: false, message: `token lookup answered ${response.status}; enter the token address instead` };
  const list = tokenListSchema.safeParse(await readJson(response));
  if (!list.success) return { ok: false, message: 'token lookup answered an unexpected shape; enter the token address instead' };
  const match = list.data.find((item) => String(item.chainId) === String(chainId) && item.symbol.toUpperCase() === token.toUpperCase());
  return match ? { ok: true, address: match.address } : { ok: false, message: `no token ${token} on chain ${String(chainId)}` };
}

export async function forwardDeposit(mainApiUrl: string, form: DepositForm, fetchImpl: Fetch = fetch): Promise<DepositOutcome> {
  const user = resolveHostUser(form.user);
  if (!user.ok) return { ok: false, status: 400, message: user.message };
  const token = await resolveTokenAddress(mainApiUrl, form.token, form.chainId, fetchImpl);
  if (!token.ok) return { ok: false, status: 400, message: token.message };
  const sent: DepositRequest = {
    userId: user.value.id,
    accountIndex: form.accountIndex,
    chainId: form.chainId,
    tokenAddress: token.address,
    amount: form.amount,
  };
  let response: Response;
  try {
    response = await fetchImpl(`${mainApiUrl}/sandbox/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sandboxControlHeaders },
      body: JSON.stringify(sent),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 502, message: 'main API unreachable', sent };
  }
  const answer = await readJson(response);
  return response.ok
    ? { ok: true, status: response.status, sent, answer }
    : { ok: false, status: response.status, message: `main API answered ${response.status}`, sent, answer };
}
