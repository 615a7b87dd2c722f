/** What the proof's screens hear from the screen and the loader's pollings. */
import type { PollAnswerEvent } from '../../shared/polling';
import type { ProvePollAnswer } from './context';

export type ProveEvent =
  /** The purchase sheet closed after the server recorded the payment. */
  | { readonly type: 'purchase.paid' }
  /** Text typed, pasted or autofilled into a code box. */
  | { readonly type: 'code.input'; readonly index: number; readonly text: string }
  /** Backspace in a code box. */
  | { readonly type: 'code.erase'; readonly index: number }
  /** A box took the focus (a tap). */
  | { readonly type: 'code.focus'; readonly index: number }
  /** Read the info again after a failed read; or, on the failure screen, start again. */
  | { readonly type: 'prove.retry' }
  | PollAnswerEvent<ProvePollAnswer>;
