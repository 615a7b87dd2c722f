/**
 * What a scanned code (payment-qr.ts) does to the send form (issue 37, "Scan a QR"): which token
 * the form switches to, and the address, amount and comment it types in. The form then checks
 * them exactly as if the person had typed them (the same events, the same rules). Pure.
 *
 * A link's amount is in the native coin of the chain it names (ton://transfer in TON, EIP-681's
 * value in the chain's ETH): a link that names an amount or an EVM chain switches the form to that
 * chain's native coin when the person holds it. Held nowhere, the form keeps its token and the
 * amount, in another coin, is not typed (docs/decisions/settings.md "Scanning a QR code").
 */
import { isNativeToken, type ChainId } from '../chains';
import type { DecimalString } from '../money/types';
import type { BalanceEntry, TokenRef } from '../tokens/types';
import type { ScannedCode } from './payment-qr';

export type ScanRefusal = 'not-a-payment' | 'unknown-chain';

export type SendScanFill =
  | {
      readonly kind: 'fill';
      /** The token the form switches to first; null keeps the chosen one. */
      readonly token: BalanceEntry | null;
      readonly address: string;
      readonly amount: DecimalString | null;
      readonly comment: string | null;
    }
  | { readonly kind: 'telegram-link'; readonly url: string }
  | { readonly kind: 'refused'; readonly reason: ScanRefusal };

/** The chain a code's amount is counted in: TON for a TON address, the named EVM chain, or the form's own EVM chain. */
function chainOfCode(code: Extract<ScannedCode, { kind: 'address' }>, current: TokenRef | null): ChainId | null {
  if (code.family === 'TON') return 'TON';
  if (code.chainId !== null) return code.chainId;
  return current !== null && current.chainId !== 'TON' ? current.chainId : null;
}

export function sendFillOf(code: ScannedCode, current: TokenRef | null, held: readonly BalanceEntry[]): SendScanFill {
  if (code.kind === 'refused') return code;
  if (code.kind === 'telegram-link') return code;
  const chain = chainOfCode(code, current);
  const namesChain = code.amount !== null || code.chainId !== null;
  const onNative = (token: TokenRef | null) => token !== null && chain !== null && token.chainId === chain && isNativeToken(token.address, token.chainId);
  const switchTo = namesChain && chain !== null && !onNative(current) ? (held.find((entry) => entry.chainId === chain && isNativeToken(entry.address, entry.chainId)) ?? null) : null;
  const amount = code.amount !== null && onNative(switchTo ?? current) ? code.amount : null;
  return { kind: 'fill', token: switchTo, address: code.address, amount, comment: code.comment };
}
