/** The copy-trade flow's events ('noun.verb'). */
import type { CopyTradeChainId } from './types';

/** The steps the route may lead the machine to (back, a deep link). */
export type EnterableStep = 'archive' | 'address' | 'network' | 'token' | 'deposit';

export type CopyTradeEvent =
  | { readonly type: 'entry.retry' }
  | { readonly type: 'trade.new' }
  | { readonly type: 'address.change'; readonly text: string }
  | { readonly type: 'address.submit' }
  | { readonly type: 'network.pick'; readonly chainId: CopyTradeChainId }
  | { readonly type: 'token.pick'; readonly address: string }
  | { readonly type: 'deposit.change'; readonly text: string }
  | { readonly type: 'deposit.max' }
  | { readonly type: 'ante.change'; readonly percent: number }
  | { readonly type: 'deposit.submit' }
  | { readonly type: 'success.done' }
  | { readonly type: 'step.enter'; readonly step: EnterableStep };
