/**
 * Which send route matches the machine (docs/decisions.md "Send routes"): /send chooses the token,
 * /send/info holds the details form, /send/confirm the summary, /send/success the result. The
 * machine moves forward by itself (the screens follow it); a path the user reaches some other way
 * (the back button, a link, a reload) is brought back in line here.
 */
import type { SendEvent } from '../../../domain/send/machine';
import type { SendStep } from '../../../domain/send/selectors';
import { PATHS } from '../../routes/paths';

export interface SendRouteFix {
  /** Sent to the machine first: the user left a step the machine is still in. */
  readonly event?: SendEvent;
  /** Then the route to show instead of the current one (replacing it in history). */
  readonly redirect?: string;
}

function editingFix(pathname: string, hasToken: boolean): SendRouteFix {
  if (pathname === PATHS.sendSuccess) return { redirect: PATHS.send };
  if (pathname === PATHS.sendConfirm) return { redirect: hasToken ? PATHS.sendInfo : PATHS.send };
  if (pathname === PATHS.sendInfo && !hasToken) return { redirect: PATHS.send };
  return {};
}

export function sendRouteFix(pathname: string, step: SendStep, hasToken: boolean): SendRouteFix {
  switch (step) {
    case 'sending':
      // A transfer in flight is never interrupted by navigation; the result screen follows it.
      return {};
    case 'success':
      // Leaving the success screen starts over (the form is already reset).
      return pathname === PATHS.sendSuccess ? {} : { event: { type: 'send.reset' }, ...editingFix(pathname, false) };
    case 'confirming':
      return pathname === PATHS.sendConfirm ? {} : { event: { type: 'confirm.back' }, ...editingFix(pathname, hasToken) };
    case 'editing':
    case 'validating':
      return editingFix(pathname, hasToken);
  }
}

/** Where the flow goes when the machine itself moves on (the dry run passed, the send succeeded). */
export function forwardPath(previous: SendStep, next: SendStep): { to: string; replace: boolean } | null {
  if (previous === 'validating' && next === 'confirming') return { to: PATHS.sendConfirm, replace: false };
  // Replace: the confirm screen of a transfer already sent is not a step to go back to.
  if (previous === 'sending' && next === 'success') return { to: PATHS.sendSuccess, replace: true };
  return null;
}
