/**
 * USD sums (issue 12, defect 2): a total is the sum of its rows as shown, each rounded by the one
 * USD rule, half-up to the cent (the rule formatUsd shows, decimal-text.ts). Apart from format.ts
 * because the sum needs big.js, which the home's first load does not carry (docs/decisions/first-load-and-speed.md
 * "The home's first load, within budget"); the sandbox computes its totals with it.
 */
import Big from 'big.js';
import { roundDecimalText, USD_DECIMALS_SHOWN } from './decimal-text';
import { plainText, type Amount } from './format';

/** The one USD rounding rule: to the cent, half-up. Anything unreadable is 0. */
export function roundUsd(value: Amount): Big {
  return new Big(roundDecimalText(plainText(value), USD_DECIMALS_SHOWN, 'half-up'));
}

/**
 * The total of USD rows as a plain decimal with two places ("12.30", no grouping: a wire value):
 * the sum of each row rounded by roundUsd, not the rounded exact sum. The two differ by up to half
 * a cent per row (1.0075 + 1.0075 is 2.015, shown 2.02, while the rows show 1.01 + 1.01), and a
 * user adds up what is shown.
 */
export function usdTotalOfRows(rows: readonly Amount[]): string {
  return rows.reduce<Big>((sum, row) => sum.plus(roundUsd(row)), new Big(0)).toFixed(USD_DECIMALS_SHOWN);
}
