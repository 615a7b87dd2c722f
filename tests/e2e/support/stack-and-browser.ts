/**
 * The setup nearly every end-to-end file shares: a sandbox stack and a browser context for the file,
 * ready before its tests and closed after them (also when a start failed halfway).
 *
 * The stack is, by default, the one the worker starts for its first file and keeps for every later
 * file (docs/decisions/testing.md, "One stack and one browser per end-to-end worker"): the sandbox
 * keeps users apart by their init data, so files that open their own new users do not meet. A file
 * whose tests change what every user sees (the sandbox clock, the banner campaigns, a server stopped
 * or slowed, the seed users' balances, stack options) gets a stack of its own: `isolatedStack: true`.
 * Stack options imply it. The shared stack refuses the clock and server controls, so a file that
 * forgot the flag fails at once, with a message, instead of moving the clock under other files.
 */
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type Browser, type LaunchOptions } from './browser';
import { sharedStack, startStack, type Stack, type StackOptions } from './stack';

export interface StackAndBrowserOptions {
  readonly stack?: StackOptions;
  readonly browser?: LaunchOptions;
  /** Browser permissions the file's tests need (the clipboard, for copy buttons). */
  readonly permissions?: readonly string[];
  /**
   * A stack of the file's own, started before its tests and closed after them: for a file that moves
   * the sandbox clock or the banner campaigns, stops or slows a server, or funds or reads the seed
   * users (alice, bob). Implied by any `stack` option.
   */
  readonly isolatedStack?: boolean;
}

/** Registers the file's hooks; `started` receives both once they run (assign them to the file's variables). */
export function useStackAndBrowser(options: StackAndBrowserOptions, started: (running: { stack: Stack; browser: Browser }) => void): void {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const own = options.isolatedStack === true || Object.keys(options.stack ?? {}).length > 0;
    stack = own ? await startStack(options.stack) : await sharedStack();
    browser = await launchBrowser(options.browser);
    if (options.permissions?.length) await browser.context.grantPermissions([...options.permissions]);
    started({ stack, browser });
  });
  afterAll(async () => {
    await browser?.close();
    // The shared stack's close() does nothing: it outlives the file.
    await stack?.close();
  });
}
