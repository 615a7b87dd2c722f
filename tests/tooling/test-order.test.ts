/** The order the suite's files run in (tests/support/test-order.ts, used by vitest.config.ts). */
import { describe, expect, it } from 'vitest';
import { e2eGroupOrder, projectFirst } from '../support/test-order';

describe('the order of the suite', () => {
  it('puts the e2e files in the others’ group when the worker counts agree, else in a group after theirs', () => {
    // A 2- or 3-core machine: two workers for every project.
    expect(e2eGroupOrder(2, 2)).toBe(0);
    // Eight cores: seven for the unit, postgres and ui files, two for the e2e files (Vitest refuses two counts in one group).
    expect(e2eGroupOrder(7, 2)).toBe(1);
  });

  it('queues the e2e files of a group ahead of the others, each in the order Vitest gave', () => {
    const file = (name: string, project: string, group = 0) => ({ name, project, group });
    const vitestOrder = [file('crash-run', 'postgres'), file('ranks', 'unit'), file('layout', 'e2e'), file('home', 'ui'), file('auction', 'e2e'), file('late', 'unit', 1), file('later', 'e2e', 1)];
    expect(projectFirst(vitestOrder, 'e2e', (each) => each).map((each) => each.name)).toEqual(['layout', 'auction', 'crash-run', 'ranks', 'home', 'later', 'late']);
  });
});
