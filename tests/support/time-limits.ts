/**
 * The longest any one test or hook may take. It stays under the stall watchdog's window (240 s by
 * default, tests/support/stall-watchdog.ts), so a slow test fails by its own timeout, with its name,
 * and the watchdog is left with what no timeout can end.
 */
export const SLOWEST_TEST_MS = 180_000;
