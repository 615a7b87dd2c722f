/** The hall-of-fame machine's guards, each a rule of rules.ts. */
import type { DonateContext } from './context';
import { donationProblem } from './rules';

export const donateGuards = {
  canDonate: ({ context }: { readonly context: DonateContext }) => donationProblem(context.form) === null,
};
