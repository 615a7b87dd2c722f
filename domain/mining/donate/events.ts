/** What the hall-of-fame screen hears. */
export type DonateEvent =
  | { readonly type: 'form.amount'; readonly value: string }
  | { readonly type: 'form.name'; readonly value: string }
  | { readonly type: 'form.comment'; readonly value: string }
  | { readonly type: 'donate.submit' }
  /** The purchase sheet reports the donation paid. */
  | { readonly type: 'purchase.paid' }
  /** The purchase sheet was closed (paid or not). */
  | { readonly type: 'purchase.close' }
  | { readonly type: 'hallOfFame.retry' };
