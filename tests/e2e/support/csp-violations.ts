/**
 * The end-to-end tests run the app under its real Content-Security-Policy, and anything the policy
 * blocks fails the test (tests/e2e/support/setup.ts): a blocked script, style, image or call in
 * any frame (the `securitypolicyviolation` event), and a page refused its frame (which only shows
 * in the parent's console).
 */
import type { BrowserContext } from 'playwright-core';

const BINDING = '__e2eCspViolation';

const recorded: string[] = [];

/** Kept as source text: it runs in every frame, where the test runner's helpers do not exist. */
const LISTENER = `document.addEventListener('securitypolicyviolation', (event) => {
  window.${BINDING}(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber + (event.sample ? ' (' + event.sample + ')' : ''));
});`;

export async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, ({ frame }, text: string) => {
    recorded.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript({ content: LISTENER });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) recorded.push(`${message.location().url}: ${message.text()}`);
  });
}

/** Every violation seen since the last call. */
export function takeCspViolations(): string[] {
  return recorded.splice(0, recorded.length);
}
