import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMaintenanceOn } from '../../../domain/launch/maintenance';

describe('isMaintenanceOn', () => {
  it('is on for true and the stored string true', () => {
    expect(isMaintenanceOn(true)).toBe(true);
    expect(isMaintenanceOn('true')).toBe(true);
    expect(isMaintenanceOn(false)).toBe(false);
    expect(isMaintenanceOn('false')).toBe(false);
    expect(isMaintenanceOn(null)).toBe(false);
    expect(isMaintenanceOn('TRUE')).toBe(false);
    expect(isMaintenanceOn(1)).toBe(false);
  });

  it('is off for every other value', () => {
    fc.assert(
      fc.property(fc.anything().filter((v) => v !== true && v !== 'true'), (value) => {
        expect(isMaintenanceOn(value)).toBe(false);
      }),
    );
  });
});
