/**
 * The swap flow's steps and paths (docs/decisions/swap.md "Swap screens and routes"). The route leads the
 * token picker and the preset swap: /selectNetwork/from and /to open that side's picker,
 * /presetSwapTokens/to the preset swap (each a child of the machine), every other path of the flow
 * shows the form and closes them. The moves the machine makes by itself: a picker ending with a
 * chosen token returns to the entry it was opened from; the preset swap ending with its stored
 * pair replaces its own entry with /swap (it is often the first screen, opened by a link).
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
    { name: 'preset', when: (s) => s.context.presetOpen, paths: [PATHS.presetSwapTokensTo], enter: { type: 'preset.open' }, leaveBy: 'replace' },
    {
      name: 'form',
      when: () => true,
      paths: [PATHS.swap, PATHS.confirmSwap],
      arrive: 'back',
      enter: { type: 'form.show' },
    },
  ],
};
