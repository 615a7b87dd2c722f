/**
 * The swap flow's steps and paths (docs/decisions.md "Swap screens and routes"). The route leads the
 * token picker: /selectNetwork/from and /to open that side's picker (the machine's child), every
 * other path of the flow closes it. The one move the machine makes by itself, ending the picker
 * with a chosen token, returns to the entry the picker was opened from.
 */
import type { SnapshotFrom } from 'xstate';
import type { SwapEvent, swapMachine } from '../../domain/swap/machine';
import { PATHS } from '../routes/paths';
import type { FlowTable } from './flow-table';

type SwapSnapshot = SnapshotFrom<typeof swapMachine>;

export const swapFlow: FlowTable<SwapSnapshot, SwapEvent> = {
  name: 'swap',
  steps: [
    { name: 'pickFrom', when: (s) => s.context.pickingToken === 'from', paths: [PATHS.selectNetworkFrom], enter: { type: 'picker.open', side: 'from' } },
    { name: 'pickTo', when: (s) => s.context.pickingToken === 'to', paths: [PATHS.selectNetworkTo], enter: { type: 'picker.open', side: 'to' } },
    {
      name: 'form',
      when: () => true,
      paths: [PATHS.swap, PATHS.confirmSwap, PATHS.presetSwapTokensTo],
      arrive: 'back',
      enter: { type: 'picker.close' },
    },
  ],
};
