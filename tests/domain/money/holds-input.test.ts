import { describe, expect, it } from 'vitest';
import { holdsInput } from '../../../domain/money/amount-input';

describe('a money flow holds input', () => {
  it('while any field has text in it', () => {
    expect(holdsInput(['', '1.5', ''], false)).toBe(true);
    expect(holdsInput(['UQ…', ''], false)).toBe(true);
  });

  it('not when every field is empty or blank', () => {
    expect(holdsInput([], false)).toBe(false);
    expect(holdsInput(['', '  ', '\n'], false)).toBe(false);
  });

  it('not once the payment is done, whatever the fields still show', () => {
    expect(holdsInput(['UQ…', '1.5'], true)).toBe(false);
  });
});
