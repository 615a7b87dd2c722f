/** The burn modal's guards, each a pure rule of rules.ts (or the shared abort check). */
import { isAborted } from '../../shared/failures';
import type { BurnContext } from './context';
import { burnAmountProblem } from './rules';

export const burnGuards = {
  isAborted,
  /** From the minimum up (the server's configuration, seed 001 §9: 1). */
  canBurn: ({ context }: { readonly context: BurnContext }) => burnAmountProblem(context.amountText, context.minAmount) === null,
};
