/** Each end-to-end test fails on any Content-Security-Policy violation seen while it ran. */
import { afterEach } from 'vitest';
import { takeCspViolations } from './csp-violations';

afterEach(async () => {
  // The browser reports over its own channel: give a violation from the test's last step time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const violations = takeCspViolations();
  if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
});
