/**
 * Copy with the 'copied' / 'copy-error' feedback of seed 000 §2, shown for COPY_FEEDBACK_MS. The
 * rule (empty text is an error, a refused write is an error) is domain/copy/feedback.ts; the
 * messenger port already falls back to the older copy method.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS, copyText, isCopyable, type CopyFeedback } from '../../domain/copy/feedback';
import { usePorts } from '../ports-context';

/** Why the feedback is what it is; the screen maps it to one of the specification's messages. */
export type CopyOutcome = { readonly feedback: CopyFeedback; readonly reason: 'copied' | 'nothing-to-copy' | 'write-failed' };

export function useCopyFeedback(): { outcome: CopyOutcome | null; copy: (text: string) => Promise<void> } {
  const { messenger, logger } = usePorts();
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(
    async (text: string) => {
      const feedback = await copyText(text, (value) => messenger.writeClipboard(value));
      const reason = feedback === 'copied' ? 'copied' : isCopyable(text) ? 'write-failed' : 'nothing-to-copy';
      if (reason === 'write-failed') logger.warn('copying to the clipboard failed');
      if (timer.current) clearTimeout(timer.current);
      setOutcome({ feedback, reason });
      timer.current = setTimeout(() => setOutcome(null), COPY_FEEDBACK_MS);
    },
    [messenger, logger],
  );

  return { outcome, copy };
}
