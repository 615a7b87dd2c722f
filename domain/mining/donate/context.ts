/** What the hall-of-fame donation keeps (machine.ts): plain data only. */
import type { DonateFailure } from './failure';
import type { DonationForm } from './rules';
import type { HallOfFame } from './types';

export interface DonateContext {
  readonly form: DonationForm;
  readonly hallOfFame: HallOfFame | null;
  readonly failure: DonateFailure | null;
  /** Submit was pressed with a problem: the screen shows it from then on. */
  readonly showProblem: boolean;
}
