/**
 * A server's refusal in the user's language (issue 12, defect 3): the app words every code of the
 * main backend itself (adapters/http/contract/refusal-codes.ts), with the figures the refusal
 * carries in `params`, and shows the server's own message only for a code it does not know (a
 * newer server, another backend). The switch is exhaustive: a code added to the contract does not
 * compile until it is worded here.
 */
import { useLingui } from '@lingui/react/macro';
import type { MainRefusalCode } from '../../adapters/http/contract/refusal-codes';
import { MAIN_REFUSAL_CODES } from '../../adapters/http/contract/refusal-codes';
import type { Refusal } from '../../domain/shared/api-failure';

const isMainCode = (code: string | undefined): code is MainRefusalCode => (MAIN_REFUSAL_CODES as readonly string[]).includes(code ?? '');

export function useRefusalText(): (refusal: Refusal) => string {
  const { t } = useLingui();
  // Inside the hook: the Lingui macro translates only through the `t` it got from useLingui.
  const mainRefusalText = (code: MainRefusalCode, params: Readonly<Record<string, string>>): string => {
    const symbol = params.symbol ?? '';
    switch (code) {
      case 'unauthorized':
        return t`Only possible to use inside telegram bot`;
      case 'unknown-account':
      case 'invalid-wallet-index':
        return t`This wallet was not found`;
      case 'unknown-token':
        return t`Couldn't find specified token`;
      case 'unknown-transaction':
        return t`There is no such transaction in your wallet.`;
      case 'same-token':
        return t`Choose two different tokens`;
      case 'pair-not-allowed':
        return t`A TON token can be swapped only for another TON token`;
      case 'invalid-address':
        return t({ id: 'send.error.invalid-address', message: 'Invalid address' });
      case 'unsupported-address':
        return t`TON DNS names cannot be used yet: paste the wallet address`;
      case 'own-address':
        return t`This is the address of the sending wallet`;
      case 'invalid-amount':
        return t`Invalid amount`;
      case 'too-many-decimals': {
        const decimals = params.decimals;
        return decimals === undefined ? t`Too many decimals` : t`${symbol} has at most ${decimals} decimals`;
      }
      case 'zero-amount':
        return t`The amount must be greater than zero`;
      case 'insufficient-balance':
        return t({ id: 'send.error.not-enough-balance', message: 'Not enough balance' });
      case 'insufficient-fee': {
        const fee = params.fee;
        return fee === undefined ? t`Not enough funds to pay the network fee` : t`Not enough ${symbol} to pay the fee (${fee} ${symbol})`;
      }
      case 'comment-too-long': {
        const max = params.max ?? '';
        return t`The comment is longer than ${max} characters`;
      }
      case 'no-route':
        return t`Couldn't find the route`;
      case 'unknown-route':
      case 'route-expired':
        return t`This quote has expired: get a new one`;
      case 'route-used':
        return t`This swap was already made`;
      case 'route-account-mismatch':
        return t`This quote was made for another wallet: get a new one`;
      case 'insufficient-gas':
        return t`Insufficient funds`;
      case 'slippage':
        return t`The price moved: get a new quote`;
      case 'unknown-provider':
        return t`This swap provider is not available`;
      case 'idempotency-key-in-progress':
        return t`This operation is still being processed`;
      // Requests the app itself forms: the user can only try again.
      case 'not-found':
      case 'http':
      case 'invalid-path':
      case 'invalid-text':
      case 'invalid-json':
      case 'invalid-body':
      case 'invalid-query':
      case 'invalid-value':
      case 'unsupported-media-type':
      case 'body-too-large':
      case 'idempotency-key-required':
      case 'idempotency-key-reused':
      case 'amount-too-large':
      case 'cross-site-control':
      case 'control-header-required':
        return t`The request was refused: please try again`;
      case 'internal':
      case 'contract':
        return t`Server error`;
    }
  };
  // The app's own wording for a known code, the server's message otherwise.
  return (refusal) => (isMainCode(refusal.code) ? mainRefusalText(refusal.code, refusal.params ?? {}) : refusal.message);
}
