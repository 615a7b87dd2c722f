/**
 * Proof of humanity's rules as properties (issue 23): any paste or typing into the code boxes
 * yields at most 6 digits and nothing else; a pasted whole code fills every box; backspace never
 * adds; the status routing sends each status to its screen and the excluded users to mining.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, completeCode, EMPTY_CODE, enterDigits, eraseDigit, proveRouteOf, statusRoute, type CodeBoxes } from '../../../domain/mining/prove/rules';
import type { ProveInfo, ProveStatus } from '../../../domain/mining/prove/types';

type Step = { readonly kind: 'input'; readonly index: number; readonly text: string } | { readonly kind: 'erase'; readonly index: number };

const edit: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('input' as const), index: fc.integer({ min: -3, max: 9 }), text: fc.oneof(fc.string(), fc.stringMatching(/^\d{1,8}$/), fc.string({ unit: 'grapheme' })) }),
  fc.record({ kind: fc.constant('erase' as const), index: fc.integer({ min: -3, max: 9 }) }),
);

const apply = (boxes: CodeBoxes, step: Step) => (step.kind === 'input' ? enterDigits(boxes, step.index, step.text) : eraseDigit(boxes, step.index));

describe('the proof code boxes', () => {
  it('hold at most 6 digits, one per box, whatever is typed or pasted, and the focus stays on a box', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 40 }), (steps) => {
        let state = { boxes: EMPTY_CODE, focus: 0 };
        for (const step of steps) {
          state = apply(state.boxes, step);
          expect(state.boxes).toHaveLength(CODE_LENGTH);
          for (const box of state.boxes) expect(box).toMatch(/^\d?$/);
          expect(state.boxes.join('').length).toBeLessThanOrEqual(CODE_LENGTH);
          expect(state.focus).toBeGreaterThanOrEqual(0);
          expect(state.focus).toBeLessThan(CODE_LENGTH);
        }
      }),
    );
  });

  it('fills every box from a pasted code with anything around its six digits, in any box', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.string().map((s) => s.replace(/\d/g, '')), fc.integer({ min: 0, max: 5 }), (code, noise, index) => {
        const spaced = [...code].join(noise.slice(0, 2));
        expect(completeCode(enterDigits(EMPTY_CODE, index, `${noise}${spaced}${noise}`).boxes)).toBe(code);
      }),
    );
  });

  it('ignores text without digits, and backspace never adds a digit', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', '1', '7'), { minLength: 6, maxLength: 6 }), fc.integer({ min: 0, max: 5 }), fc.string(), (boxes, index, text) => {
        const digitless = text.replace(/\d/g, '');
        expect(enterDigits(boxes, index, digitless).boxes).toEqual(boxes);
        const erased = eraseDigit(boxes, index);
        expect(erased.boxes.join('').length).toBeLessThanOrEqual(boxes.join('').length);
      }),
    );
  });
});

const statuses: readonly (ProveStatus | null)[] = [null, 'received', 'internalInQueue', 'responsing', 'internalError', 'confirmProve'];
interface Drawn {
  readonly inProgressStatus: ProveStatus | null;
  readonly humanGroup: number;
  readonly confirmProve: boolean;
  readonly deadlineOffsetMs: number;
}
const info: fc.Arbitrary<Drawn> = fc.record({
  inProgressStatus: fc.constantFrom(...statuses),
  humanGroup: fc.integer({ min: 0, max: 3 }),
  confirmProve: fc.boolean(),
  deadlineOffsetMs: fc.integer({ min: -86_400_000, max: 86_400_000 }),
});
const SERVER_TIME = Date.UTC(2025, 3, 1);
const toInfo = (drawn: Drawn): ProveInfo => ({
  tonAmount: { tonAmount: '0.5', amount: '1.6', starAmount: 50 },
  inProgressStatus: drawn.inProgressStatus,
  humanGroup: drawn.humanGroup,
  confirmProve: drawn.confirmProve,
  deadline: new Date(SERVER_TIME + drawn.deadlineOffsetMs).toISOString(),
  serverTime: new Date(SERVER_TIME).toISOString(),
});

describe('the proof status routing', () => {
  it('sends excluded users to mining and everyone else to their status’s screen', () => {
    fc.assert(
      fc.property(info, fc.boolean(), (drawn, confirmedHere) => {
        const route = proveRouteOf(toInfo(drawn), confirmedHere);
        const confirmed = drawn.confirmProve || drawn.inProgressStatus === 'confirmProve';
        if (confirmed) expect(route).toBe(confirmedHere ? 'success' : 'mining');
        else if (drawn.humanGroup === 0 || drawn.deadlineOffsetMs <= 0) expect(route).toBe('mining');
        else expect(route).toBe(statusRoute(drawn.inProgressStatus));
      }),
    );
  });

  it('maps each status as the seed says', () => {
    expect(statuses.map(statusRoute)).toEqual(['intro', 'loader', 'loader', 'code', 'failed', 'success']);
  });
});
