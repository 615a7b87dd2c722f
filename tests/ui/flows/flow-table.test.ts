/**
 * The one step-to-path rule (ui/flows/flow-table.ts), on a toy flow where the machine leads and on
 * the swap table, where the route leads.
 */
import { describe, expect, it } from 'vitest';
import { backTargetFor, eventForPath, redirectForPath, routeAfterMove, stepOf, type FlowTable } from '../../../ui/flows/flow-table';
import { swapFlow } from '../../../ui/flows/swap-flow';

type Toy = { step: 'form' | 'review' | 'busy' | 'done' };
type ToyEvent = { type: 'review.back' } | { type: 'reset' };

const toy: FlowTable<Toy, ToyEvent> = {
  name: 'toy',
  steps: [
    { name: 'done', when: (s) => s.step === 'done', paths: ['/toy/done'], arrive: 'replace', leave: { type: 'reset' } },
    { name: 'busy', when: (s) => s.step === 'busy', paths: null },
    { name: 'review', when: (s) => s.step === 'review', paths: ['/toy/review'], leave: { type: 'review.back' }, back: () => '/toy/more' },
    { name: 'form', when: () => true, paths: ['/toy', '/toy/more'] },
  ],
};
const at = (step: Toy['step']): Toy => ({ step });

describe('a flow the machine leads', () => {
  it('follows the machine to the first path of the step it arrives at, as that step says', () => {
    expect(routeAfterMove(toy, at('form'), at('review'), '/toy')).toEqual({ to: '/toy/review', how: 'push' });
    expect(routeAfterMove(toy, at('busy'), at('done'), '/toy/review')).toEqual({ to: '/toy/done', how: 'replace' });
  });

  it('stays when the path already shows the new step, or the step shows on any path', () => {
    expect(routeAfterMove(toy, at('review'), at('form'), '/toy/more')).toBeNull();
    expect(routeAfterMove(toy, at('review'), at('busy'), '/toy/review')).toBeNull();
    expect(routeAfterMove(toy, at('form'), at('form'), '/toy/review')).toBeNull();
  });

  it('takes the machine out of a step the user left, then replaces a path that still does not fit', () => {
    expect(eventForPath(toy, '/toy', at('review'))).toEqual({ type: 'review.back' });
    expect(eventForPath(toy, '/toy/review', at('done'))).toEqual({ type: 'reset' });
    // After the reset the machine is on the form, which /toy/review does not show.
    expect(redirectForPath(toy, '/toy/review', at('form'))).toBe('/toy');
    expect(redirectForPath(toy, '/toy/more', at('form'))).toBeNull();
  });

  it("sends back from a step with a named back target there, whatever the history held", () => {
    expect(backTargetFor(toy, at('review'), '/elsewhere')).toBe('/toy/more');
    expect(backTargetFor(toy, at('review'), '/toy/more')).toBeNull();
    // A step without one goes back in history.
    expect(backTargetFor(toy, at('form'), '/elsewhere')).toBeNull();
  });

  it('lets the user leave the flow: a path outside it changes nothing', () => {
    expect(eventForPath(toy, '/', at('done'))).toBeNull();
    expect(redirectForPath(toy, '/', at('review'))).toBeNull();
  });

  it('never interrupts a step shown on any path', () => {
    expect(eventForPath(toy, '/toy', at('busy'))).toBeNull();
    expect(redirectForPath(toy, '/toy/done', at('busy'))).toBeNull();
  });
});

describe('the swap flow, which the route leads', () => {
  type SwapSnapshot = Parameters<(typeof swapFlow.steps)[number]['when']>[0];
  const picking = (side: 'from' | 'to' | null) => ({ context: { pickingToken: side, presetOpen: false } }) as unknown as SwapSnapshot;
  const presetOpen = { context: { pickingToken: null, presetOpen: true } } as unknown as SwapSnapshot;

  it("opens a picker path's side and closes the picker on any other path of the flow", () => {
    expect(eventForPath(swapFlow, '/selectNetwork/from', picking(null))).toEqual({ type: 'picker.open', side: 'from' });
    expect(eventForPath(swapFlow, '/selectNetwork/to', picking('from'))).toEqual({ type: 'picker.open', side: 'to' });
    expect(eventForPath(swapFlow, '/swap', picking('to'))).toEqual({ type: 'form.show' });
    expect(eventForPath(swapFlow, '/confirmSwap', picking(null))).toBeNull();
  });

  it('leaves a picker path alone even when the machine did not open it, and lets the user leave from a picker', () => {
    expect(redirectForPath(swapFlow, '/selectNetwork/from', picking(null))).toBeNull();
    expect(eventForPath(swapFlow, '/', picking('from'))).toBeNull();
    expect(redirectForPath(swapFlow, '/', picking('from'))).toBeNull();
  });

  it('goes back to where the picker was opened from when a token ends it', () => {
    expect(stepOf(swapFlow, picking('from')).name).toBe('pickFrom');
    expect(routeAfterMove(swapFlow, picking('from'), picking(null), '/selectNetwork/from')).toEqual({ to: '/swap', how: 'back' });
    expect(routeAfterMove(swapFlow, picking(null), picking('from'), '/selectNetwork/from')).toBeNull();
  });

  it('opens the preset swap on its path, and replaces it with /swap when its pair is stored (issue 10: one rule for the preset too)', () => {
    expect(eventForPath(swapFlow, '/presetSwapTokens/to', picking(null))).toEqual({ type: 'preset.open' });
    expect(eventForPath(swapFlow, '/swap', presetOpen)).toEqual({ type: 'form.show' });
    expect(stepOf(swapFlow, presetOpen).name).toBe('preset');
    expect(routeAfterMove(swapFlow, presetOpen, picking(null), '/presetSwapTokens/to')).toEqual({ to: '/swap', how: 'replace' });
  });
});
