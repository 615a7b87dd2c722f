/**
 * The swap calls' refusals, in one place so quoting, execution and tests agree on status, message
 * and code. Messages the app shows as is come from the specification ("Couldn't find the route",
 * "Couldn't find specified token", "Insufficient funds"; seed 000 §8).
 */
import { SandboxError } from '../../../platform/http/errors';
import { MAX_ACCOUNT_INDEX } from '../../../../domain/wallet/account-index';

export const noRoute = (): SandboxError => new SandboxError(422, "Couldn't find the route", 'no-route');

export const unknownToken = (field: string): SandboxError => new SandboxError(404, "Couldn't find specified token", 'unknown-token', [field]);

/** Unknown, or another user's: the two are answered alike so route ids reveal nothing. */
export const unknownRoute = (): SandboxError => new SandboxError(404, 'Unknown route', 'unknown-route', ['routeId']);

export const routeExpired = (): SandboxError => new SandboxError(410, 'Route expired, fetch a new quote', 'route-expired');

export const routeUsed = (): SandboxError => new SandboxError(409, 'This route was already executed', 'route-used');

export const routeOfOtherAccount = (): SandboxError =>
  new SandboxError(409, 'This route was quoted for another wallet', 'route-account-mismatch', ['accountIndex']);

/** Not enough of the token the swap spends. */
export const insufficientFunds = (): SandboxError => new SandboxError(422, 'Insufficient funds', 'insufficient-balance', ['amount']);

/** Not enough of a chain's native coin for the gas (seed 000 §8 shows 'Insufficient funds' for gas). */
export const insufficientGas = (): SandboxError => new SandboxError(422, 'Insufficient funds', 'insufficient-gas');

export const belowMinimum = (): SandboxError =>
  new SandboxError(422, 'The swap would give less than min_ask_amount; fetch a new quote', 'slippage', ['min_ask_amount']);

export const unknownProvider = (): SandboxError => new SandboxError(400, 'Unknown provider', 'unknown-provider', ['provider']);

export const invalidWalletIndex = (): SandboxError =>
  new SandboxError(400, `The walletindex header must be an account index (0 to ${MAX_ACCOUNT_INDEX})`, 'invalid-wallet-index', ['walletindex']);
