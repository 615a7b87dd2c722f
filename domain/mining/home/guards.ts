/** The mining home's guards, each a pure rule of rules.ts (or the shared abort check). */
import { isAborted } from '../../shared/failures';
import type { MiningHomeContext } from './context';
import { hasSomethingToClaim } from './rules';

export const miningHomeGuards = {
  isAborted,
  hasSomethingToClaim: ({ context }: { readonly context: MiningHomeContext }) => hasSomethingToClaim(context),
};
