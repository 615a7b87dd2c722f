/** The proof machine's guards, each a rule of rules.ts (or the shared abort check). */
import { isAborted } from '../../shared/failures';
import type { ProveContext } from './context';
import type { ProveEvent } from './events';
import { completeCode, enterDigits, proveRouteOf, type ProveRoute } from './rules';

const routeIs =
  (route: ProveRoute) =>
  ({ context }: { readonly context: ProveContext }): boolean =>
    context.info !== null && proveRouteOf(context.info, context.confirmedHere) === route;

export const proveGuards = {
  isAborted,
  goesToMining: routeIs('mining'),
  goesToIntro: routeIs('intro'),
  goesToLoader: routeIs('loader'),
  goesToCode: routeIs('code'),
  goesToFailed: routeIs('failed'),
  goesToSuccess: routeIs('success'),
  /** A polled answer that moves the proof off the loader. */
  leavesLoader: ({ context, event }: { readonly context: ProveContext; readonly event: ProveEvent }): boolean => {
    if (event.type !== 'poll.answer') return false;
    if (event.output.kind === 'user') return event.output.confirmProve;
    return proveRouteOf(event.output.info, context.confirmedHere) !== 'loader';
  },
  /** This input fills the last empty box: the code is checked at once. */
  completesCode: ({ context, event }: { readonly context: ProveContext; readonly event: ProveEvent }): boolean =>
    event.type === 'code.input' && completeCode(enterDigits(context.boxes, event.index, event.text).boxes) !== null,
};
