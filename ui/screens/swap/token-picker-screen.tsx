/**
 * /selectNetwork/from and /selectNetwork/to (seed 000 §2): the token picker of one swap side. The
 * swap machine runs the picker as its child while the route is shown (swap-layout.tsx opens it);
 * choosing a token ends the picker, sets the side and returns to /swap.
 */
import { useLingui } from '@lingui/react/macro';
import type { SwapSide } from '../../../domain/swap/form';
import { SwapContext } from '../../machines/swap-context';
import { TokenPicker, type TokenPickerRef } from './token-picker';

function SidePicker({ side }: { side: SwapSide }) {
  const { t } = useLingui();
  const picker = SwapContext.useSelector((snapshot) =>
    snapshot.context.pickingToken === side ? (snapshot.children.picker as TokenPickerRef | undefined) : undefined,
  );
  // Until the layout has opened this side's picker (one effect after the route shows).
  if (!picker) return null;
  return <TokenPicker key={picker.sessionId} picker={picker} title={side === 'from' ? t`Choose the token to send` : t`Choose the token to get`} />;
}

export const SelectFromScreen = () => <SidePicker side="from" />;
export const SelectToScreen = () => <SidePicker side="to" />;
