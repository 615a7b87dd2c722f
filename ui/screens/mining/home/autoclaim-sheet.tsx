/**
 * The autoclaim modal (seed 001 §2 "Burn and autoclaim modals", §4 "Autoclaim", §8): the one
 * purchase flow with autoclaim's words. The ways and prices come from the server; success says
 * activation takes up to 1 hour; a failure reads 'Error activating auto-claim' with the reason and
 * offers go-to-swap (TON to get).
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AUTOCLAIM_PURCHASE } from '../../../../domain/mining/autoclaim/purchase';
import { PurchaseSheet } from '../../../machines/purchase-context';

export interface AutoclaimSheetProps {
  readonly onClose: () => void;
  /** The purchase is recorded (activation may take up to an hour). */
  readonly onActivated: () => void;
}

/** Autoclaim's own refusal of its payment, worded by its code (the server's English is never shown). */
export const autoclaimRefusal = (code: string): ReactNode | null => (code === 'autoclaim-active' ? <Trans>Auto-claim is already bought</Trans> : null);

const WORDING = {
  refusal: autoclaimRefusal,
  intro: <Trans>Auto-claim claims your storage every time it is full, so mining never stops. Activation takes up to 1 hour.</Trans>,
  failureTitle: <Trans>Error activating auto-claim</Trans>,
  success: <Trans>Auto-claim is paid. Activation takes up to 1 hour.</Trans>,
};

export function AutoclaimSheet({ onClose, onActivated }: AutoclaimSheetProps) {
  return (
    <PurchaseSheet purchase={AUTOCLAIM_PURCHASE} title={<Trans>Auto-claim</Trans>} wording={WORDING} testId="autoclaim" onClose={onClose} onPaid={onActivated} />
  );
}
