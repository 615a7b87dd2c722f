/** What the hall-of-fame screen shows, as plain data: the form, its problem, the purchase to open, the list. */
import type { Purchase } from '../../payment/types';
import type { DonateFailure } from './failure';
import type { DonateSnapshot } from './machine';
import { donationPurchase } from './purchase';
import { donationProblem, type DonationForm, type DonationProblem } from './rules';
import type { HallOfFameEntry } from './types';

export interface DonateView {
  readonly form: DonationForm;
  /** Shown once Donate was pressed with it. */
  readonly problem: DonationProblem | null;
  readonly canDonate: boolean;
  /** The purchase the sheet pays, while it is open. */
  readonly purchase: Purchase | null;
  readonly entries: readonly HallOfFameEntry[] | null;
  readonly loading: boolean;
  readonly failure: DonateFailure | null;
}

export function selectDonateView(snapshot: DonateSnapshot): DonateView {
  const { form, hallOfFame, failure, showProblem } = snapshot.context;
  const problem = donationProblem(form);
  return {
    form,
    problem: showProblem ? problem : null,
    canDonate: problem === null,
    purchase: snapshot.hasTag('purchase-sheet') ? donationPurchase('hallOfFame', form.amountText, form.name.trim(), form.comment.trim()) : null,
    entries: hallOfFame?.entries ?? null,
    loading: snapshot.hasTag('loading'),
    failure,
  };
}
