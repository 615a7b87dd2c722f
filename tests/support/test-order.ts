/**
 * The order the suite's files run in (vitest.config.ts): which group the end-to-end files share,
 * and which files of a group are queued first (docs/decisions/testing.md, "The suite's time").
 */

/**
 * Vitest runs one group of files after another, and every project of a group must have the same
 * maxWorkers. When the counts agree (a 2- or 3-core machine, CI's), the e2e files share the others'
 * group (0) and go first in it; otherwise they get a group after theirs (1), as before.
 */
export function e2eGroupOrder(workers: number, e2eWorkers: number): 0 | 1 {
  return workers === e2eWorkers ? 0 : 1;
}

/**
 * `sorted` (Vitest's order) with, in each group, the files of project `first` ahead of the others;
 * every file keeps its place among those of its own rank (Array.prototype.sort is stable).
 */
export function projectFirst<T>(sorted: readonly T[], first: string, of: (file: T) => { readonly group: number; readonly project: string }): T[] {
  const rank = (file: T): [number, number] => [of(file).group, of(file).project === first ? 0 : 1];
  return [...sorted].sort((a, b) => {
    const [groupA, firstA] = rank(a);
    const [groupB, firstB] = rank(b);
    return groupA - groupB || firstA - firstB;
  });
}
