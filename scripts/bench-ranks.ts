/**
 * `npm run bench:ranks`: ranks at scale alone (scripts/bench-ranks-run.ts says what is measured).
 * By default PGlite with the default population and PostgreSQL with the million.
 *
 *   --readers R (default 50)  --rate N reads/s in the open-loop phase (default 1000)  --writers W (default 4)
 *   --http-rates A,B reads/s of the HTTP phase's open loops (default 150,500)
 *   --claims C amount changes per second (default 50)  --seconds T per phase (default 15)
 *   --miners N (default 1,000,000)  --alliances A (default 10,000)  --skip-pglite  --skip-postgres
 *   --http-only (the HTTP phases alone)
 */
import { benchRanks, DEFAULT_RANKS_BENCH } from './bench-ranks-run';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value)) throw new Error(`--${name} takes a number`);
  return value;
}
function rates(name: string, fallback: readonly number[]): readonly number[] {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const values = (process.argv[index + 1] ?? '').split(',').map(Number);
  if (values.some((value) => !Number.isFinite(value) || value <= 0)) throw new Error(`--${name} takes reads/s separated by commas`);
  return values;
}
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

await benchRanks({
  readers: option('readers', DEFAULT_RANKS_BENCH.readers),
  rate: option('rate', DEFAULT_RANKS_BENCH.rate),
  httpRates: rates('http-rates', DEFAULT_RANKS_BENCH.httpRates),
  writers: option('writers', DEFAULT_RANKS_BENCH.writers),
  claims: option('claims', DEFAULT_RANKS_BENCH.claims),
  seconds: option('seconds', DEFAULT_RANKS_BENCH.seconds),
  miners: option('miners', DEFAULT_RANKS_BENCH.miners),
  alliances: option('alliances', DEFAULT_RANKS_BENCH.alliances),
  pglite: !flag('skip-pglite'),
  postgres: !flag('skip-postgres'),
  httpOnly: flag('http-only'),
});
