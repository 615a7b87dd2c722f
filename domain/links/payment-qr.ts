/**
 * What a scanned QR code names (issue 37), for the send form and the copy-trade trader address:
 * a TON transfer link (`ton://transfer/<address>?amount=<nanotons>&text=<comment>`), an EIP-681
 * payment link (`ethereum:<address>@<chainId>?value=<wei>`), a bare TON or EVM address, or a t.me
 * link (opened in the messenger). Anything else is refused. The address found still goes through
 * the form's own validation, exactly as if it had been typed. Pure, never throws.
 */
import Big from 'big.js';
import { isChainId, type ChainId } from '../chains';
import type { DecimalString } from '../money/types';

export type ScannedCode =
  | {
      readonly kind: 'address';
      /** 'TON' or 'EVM': which family of chains the address belongs to. */
      readonly family: 'TON' | 'EVM';
      readonly address: string;
      /** The EVM chain the link names (EIP-681 `@chainId`), null when it names none. */
      readonly chainId: ChainId | null;
      /** In the chain's native coin (TON, ETH), or null when the link names none. */
      readonly amount: DecimalString | null;
      readonly comment: string | null;
    }
  | { readonly kind: 'telegram-link'; readonly url: string }
  /** 'unknown-chain': an EIP-681 link for a chain the app does not support. */
  | { readonly kind: 'refused'; readonly reason: 'not-a-payment' | 'unknown-chain' };

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** A TON address in the user-friendly form (48 base64 characters) or a .ton name; the form checks the rest. */
const TON_ADDRESS = /^(?:[A-Za-z0-9+/_-]{48}|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.ton)$/;
const TELEGRAM_LINK = /^https:\/\/t\.me\/[A-Za-z0-9_/+-]+(?:\?\S*)?$/;
/** Longest text a QR code of a payment carries in practice; anything longer is not one. */
const MAX_CODE_LENGTH = 2048;

const refused = (reason: 'not-a-payment' | 'unknown-chain' = 'not-a-payment'): ScannedCode => ({ kind: 'refused', reason });

/** An integer count of the chain's smallest unit (nanotons, wei), as a decimal amount; null when it is not one. */
function unitsAmount(raw: string | null, decimals: number): DecimalString | null | undefined {
  if (raw === null || raw === '') return null;
  // EIP-681 allows an exponent (2.014e18); TON links carry plain integers.
  if (!/^\d+(?:\.\d+)?(?:e\d{1,2})?$/i.test(raw)) return undefined;
  const units = new Big(raw);
  if (!units.eq(units.round(0, Big.roundDown))) return undefined;
  return units.div(new Big(10).pow(decimals)).toFixed();
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function tonTransfer(rest: string): ScannedCode {
  const [path = '', query = ''] = rest.split('?', 2);
  if (!TON_ADDRESS.test(path)) return refused();
  const params = new URLSearchParams(query);
  // A jetton transfer names its amount in the jetton's units: only the address is taken.
  const amount = params.has('jetton') ? null : unitsAmount(params.get('amount'), 9);
  if (amount === undefined) return refused();
  const text = params.get('text');
  return { kind: 'address', family: 'TON', address: path, chainId: null, amount, comment: text === null || text === '' ? null : text };
}

function ethereumPayment(rest: string): ScannedCode {
  // A function call (`.../transfer?address=`) names a token contract, not the payee: not matched.
  const match = /^(?:pay-)?(0x[0-9a-fA-F]{40})(?:@(\d{1,10}))?(?:\?(.*))?$/.exec(rest);
  if (!match) return refused();
  const [, address = '', chain, query = ''] = match;
  const chainId = chain === undefined ? null : Number(chain);
  if (chainId !== null && !isChainId(chainId)) return refused('unknown-chain');
  const amount = unitsAmount(new URLSearchParams(query).get('value'), 18);
  if (amount === undefined) return refused();
  return { kind: 'address', family: 'EVM', address, chainId: chainId as ChainId | null, amount, comment: null };
}

export function parseScannedCode(raw: string): ScannedCode {
  if (typeof raw !== 'string' || raw.length > MAX_CODE_LENGTH) return refused();
  const text = raw.trim();
  if (EVM_ADDRESS.test(text)) return { kind: 'address', family: 'EVM', address: text, chainId: null, amount: null, comment: null };
  if (TON_ADDRESS.test(text)) return { kind: 'address', family: 'TON', address: text, chainId: null, amount: null, comment: null };
  const ton = /^ton:\/\/transfer\/(.+)$/i.exec(text);
  if (ton?.[1]) {
    const decoded = decode(ton[1].split('?', 1)[0] ?? '');
    const query = ton[1].includes('?') ? ton[1].slice(ton[1].indexOf('?')) : '';
    return decoded === null ? refused() : tonTransfer(decoded + query);
  }
  const ethereum = /^ethereum:(.+)$/i.exec(text);
  if (ethereum?.[1]) return ethereumPayment(ethereum[1]);
  if (TELEGRAM_LINK.test(text)) return { kind: 'telegram-link', url: text };
  return refused();
}
