/**
 * Proof of humanity's pure rules: who may be on the proof's screens, which screen a status shows
 * (seed 001 §4 "Proof status"), and the code boxes' input (seed 001 §9: 6 digits).
 */
import type { ProveInfo, ProveStatus } from './types';

/** Seed 001 §7, §9: proof info every 5 s and user data every 30 s while the loader shows; the spinner's step. */
export const PROVE_POLL_MS = { info: 5_000, userData: 30_000 } as const;
export const SPINNER_STEP_MS = 300;
export const SPINNER_SEGMENTS = 12;
export const CODE_LENGTH = 6;

/** The proof's screens, and 'mining' for a user sent away (seed 001 §2 routes). */
export type ProveRoute = 'mining' | 'intro' | 'loader' | 'code' | 'failed' | 'success';

/**
 * Where the status sends the user (seed 001 §4): received and internalInQueue wait on the loader,
 * responsing asks for the code, internalError fails, confirmProve succeeds. A user not in a human
 * group, past the deadline, or confirmed before this visit is sent to mining; a proof confirmed
 * during the visit shows its success.
 */
export function proveRouteOf(info: ProveInfo, confirmedThisVisit: boolean): ProveRoute {
  if (info.confirmProve || info.inProgressStatus === 'confirmProve') return confirmedThisVisit ? 'success' : 'mining';
  if (info.humanGroup === 0 || Date.parse(info.serverTime) >= Date.parse(info.deadline)) return 'mining';
  return statusRoute(info.inProgressStatus);
}

export function statusRoute(status: ProveStatus | null): ProveRoute {
  switch (status) {
    case null:
      return 'intro';
    case 'received':
    case 'internalInQueue':
      return 'loader';
    case 'responsing':
      return 'code';
    case 'internalError':
      return 'failed';
    case 'confirmProve':
      return 'success';
  }
}

/** The boxes: CODE_LENGTH entries, each '' or one digit. */
export type CodeBoxes = readonly string[];
export const EMPTY_CODE: CodeBoxes = Array.from({ length: CODE_LENGTH }, () => '');

/** The digits of any text (typed, pasted, autofilled), at most CODE_LENGTH. */
export const digitsOf = (text: string): string => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

export interface CodeEdit {
  readonly boxes: CodeBoxes;
  /** The box that takes the focus after the edit. */
  readonly focus: number;
}

const clampBox = (index: number): number => Math.min(CODE_LENGTH - 1, Math.max(0, Math.trunc(index)));

/**
 * Text entered in box `index`: its digits fill the boxes from there on (a pasted whole code fills
 * them all from the first); anything else is dropped. The focus moves to the box after the last
 * digit written (the last box at most).
 */
export function enterDigits(boxes: CodeBoxes, index: number, text: string): CodeEdit {
  const at = clampBox(index);
  const digits = digitsOf(text);
  if (digits === '') return { boxes, focus: at };
  const start = digits.length === CODE_LENGTH ? 0 : at;
  const next = [...EMPTY_CODE].map((_, i) => boxes[i] ?? '');
  for (let i = 0; i < digits.length && start + i < CODE_LENGTH; i++) next[start + i] = digits[i] ?? '';
  return { boxes: next, focus: clampBox(start + digits.length) };
}

/** Backspace in box `index`: clears it, or, when it is empty already, the box before it (and moves there). */
export function eraseDigit(boxes: CodeBoxes, index: number): CodeEdit {
  const at = clampBox(index);
  const next = [...EMPTY_CODE].map((_, i) => boxes[i] ?? '');
  if (next[at] !== '') {
    next[at] = '';
    return { boxes: next, focus: at };
  }
  const before = Math.max(0, at - 1);
  next[before] = '';
  return { boxes: next, focus: before };
}

/** The code once every box holds a digit, else null. */
export function completeCode(boxes: CodeBoxes): string | null {
  const code = boxes.join('');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * What was typed into a box that already held `previous`: a browser may give the box's old digit
 * and the new one together ('12' after typing 2 into a box holding 1); the old digit is dropped
 * once, so the new one replaces it. A longer value (a paste, an autofill) is taken whole.
 */
export function typedText(previous: string, value: string): string {
  if (previous === '' || value.length !== previous.length + 1) return value;
  if (value.startsWith(previous)) return value.slice(previous.length);
  if (value.endsWith(previous)) return value.slice(0, value.length - previous.length);
  return value;
}
