/**
 * Keeps the messenger's closing confirmation on while a money flow holds input
 * (domain/shared/holds-input.ts) and off again once it does not (sent, emptied, left). One shared
 * count for the whole app: two flows on screen at once (a purchase sheet over the staking form)
 * turn it off only when the last one lets go.
 */
import { useEffect } from 'react';
import { usePorts } from '../ports-context';

let holders = 0;

export function useClosingConfirmation(holds: boolean): void {
  const { messenger } = usePorts();
  useEffect(() => {
    if (!holds) return;
    holders += 1;
    if (holders === 1) messenger.setClosingConfirmation(true);
    return () => {
      holders -= 1;
      if (holders === 0) messenger.setClosingConfirmation(false);
    };
  }, [messenger, holds]);
}
