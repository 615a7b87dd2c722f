/**
 * Which swap route matches the machine (docs/decisions.md "Swaps"): /selectNetwork/from and /to
 * show the picker of their side, which the swap machine runs as a child; every other path of the
 * flow has the picker closed. The route leads: the path opens or closes the picker. The one move
 * the machine makes by itself, finishing the picker with a chosen token, sends the user back.
 */
import type { SwapEvent } from '../../../domain/swap/machine';
import type { SwapSide } from '../../../domain/swap/form';
import { PATHS } from '../../routes/paths';

export function pickerSideOf(pathname: string): SwapSide | null {
  if (pathname === PATHS.selectNetworkFrom) return 'from';
  if (pathname === PATHS.selectNetworkTo) return 'to';
  return null;
}

/** The event that brings the machine's picker in line with the path, if any. */
export function pickerFix(pathname: string, picking: SwapSide | null): SwapEvent | null {
  const side = pickerSideOf(pathname);
  if (side !== null && picking !== side) return { type: 'picker.open', side };
  if (side === null && picking !== null) return { type: 'picker.close' };
  return null;
}

/** The picker closed by itself (a token was chosen) while its route is still shown. */
export function pickerFinished(pathname: string, before: SwapSide | null, after: SwapSide | null): boolean {
  return before !== null && after === null && pickerSideOf(pathname) !== null;
}
