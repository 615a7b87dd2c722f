/**
 * Copy-to-clipboard feedback (seed 000 §2, seed 001 §8): a 'copied' or 'copy-error' tooltip for
 * one second; empty text is an error and is not written. The messenger port already falls back to
 * the older copy method before reporting failure.
 */
export type CopyFeedback = 'copied' | 'copy-error';
export const COPY_FEEDBACK_MS = 1000;

/** Whitespace-only text counts as empty: there is nothing useful to paste. */
export const isCopyable = (text: string): boolean => typeof text === 'string' && text.trim() !== '';

/** The feedback for a write that happened (or, for empty text, must not happen). */
export function copyFeedback(text: string, writeResult: boolean | undefined): CopyFeedback {
  return isCopyable(text) && writeResult === true ? 'copied' : 'copy-error';
}

/** Writes through `write` unless the text is empty; a rejected write is an error, never a throw. */
export async function copyText(text: string, write: (text: string) => Promise<boolean>): Promise<CopyFeedback> {
  if (!isCopyable(text)) return 'copy-error';
  try {
    return copyFeedback(text, await write(text));
  } catch {
    return 'copy-error';
  }
}
