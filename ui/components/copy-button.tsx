/**
 * A copy action with its one-second tooltip. Messages (docs/decisions/money-and-formatting.md "Copy messages"):
 * 'Address copied' on success, 'Failed to copy address' when there is no address to copy yet,
 * 'Error while copying' when the clipboard refused it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { cx } from './class-names';
import styles from './copy-button.module.css';
import { CopyIcon } from './icons';
import { useCopyFeedback, type CopyOutcome } from './use-copy-feedback';

function FeedbackMessage({ outcome }: { outcome: CopyOutcome }): ReactNode {
  switch (outcome.reason) {
    case 'copied':
      return <Trans>Address copied</Trans>;
    case 'nothing-to-copy':
      return <Trans>Failed to copy address</Trans>;
    case 'write-failed':
      return <Trans>Error while copying</Trans>;
  }
}

export interface CopyButtonProps {
  readonly text: string;
  /** What is copied, for the icon's accessible name ("Copy TON address"); the wide button says "Copy address". */
  readonly label?: string;
  readonly variant?: 'icon' | 'wide';
  /** The wide button's words and the success message for something that is not an address (a link), from the caller's catalog. */
  readonly wording?: { readonly action: ReactNode; readonly copied: ReactNode } | undefined;
}

export function CopyButton({ text, label, variant = 'icon', wording }: CopyButtonProps) {
  const { t } = useLingui();
  const { outcome, copy } = useCopyFeedback();
  const what = label ?? '';
  return (
    <span className={cx(styles.copy, variant === 'wide' && styles.wide)}>
      <button
        type="button"
        className={variant === 'wide' ? buttonClass('primary') : styles.icon}
        aria-label={variant === 'icon' ? t`Copy ${what}` : undefined}
        onClick={() => void copy(text)}
      >
        {variant === 'icon' ? <CopyIcon size={20} /> : (wording?.action ?? <Trans>Copy address</Trans>)}
      </button>
      {/* Always in the tree so screen readers announce the change. */}
      <span className={styles.tooltip} role="status" data-copy-feedback={outcome?.feedback}>
        {outcome ? outcome.reason === 'copied' && wording ? wording.copied : <FeedbackMessage outcome={outcome} /> : null}
      </span>
    </span>
  );
}
