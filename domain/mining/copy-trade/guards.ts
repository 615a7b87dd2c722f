/** The copy-trade flow's guards, each a rule of rules.ts. */
import type { CopyTradeContext } from './context';
import type { EnterableStep } from './events';
import type { CopyTradeChainId } from './types';
import { depositButtonOf, entryStepOf, fundingTokens, isTraderAddress } from './rules';

export const hasTrades = (context: CopyTradeContext): boolean => entryStepOf(context.trades, context.tokens) === 'archive';
export const hasNoBalance = (context: CopyTradeContext): boolean => entryStepOf(context.trades, context.tokens) === 'not-balance';
export const addressValid = (context: CopyTradeContext): boolean => isTraderAddress(context.traderAddress);
/** A network the user holds something to fund a copy trade with; any other is a dead end (issue 41). */
export const networkFundable = (context: CopyTradeContext, chainId: CopyTradeChainId): boolean => fundingTokens(context.tokens, chainId).length > 0;
export const depositReady = (context: CopyTradeContext): boolean =>
  context.token !== null && depositButtonOf(context.deposit, context.ante, context.token.usdAmount) === 'ready';

/** A step the route may bring the machine to: only one whose earlier choices are made. */
export function canEnter(context: CopyTradeContext, step: EnterableStep): boolean {
  if (!context.loaded) return false;
  switch (step) {
    case 'archive':
      return context.trades.length > 0;
    case 'address':
      return true;
    case 'network':
      return addressValid(context);
    case 'token':
      return addressValid(context) && context.chainId !== null;
    case 'deposit':
      return addressValid(context) && context.token !== null;
  }
}

/** A step the flow may resume at after a reload: entered by the same rule, and not past an entry that has nothing to fund one. */
export const canResume = (context: CopyTradeContext, step: EnterableStep): boolean => canEnter(context, step) && !hasNoBalance(context);
