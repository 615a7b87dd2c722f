/**
 * The setup nearly every end-to-end file shares: one sandbox stack and one browser for the file,
 * started before its tests and closed after them (also when a start failed halfway).
 */
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type Browser, type LaunchOptions } from './browser';
import { startStack, type Stack, type StackOptions } from './stack';

export interface StackAndBrowserOptions {
  readonly stack?: StackOptions;
  readonly browser?: LaunchOptions;
  /** Browser permissions the file's tests need (the clipboard, for copy buttons). */
  readonly permissions?: readonly string[];
}

/** Registers the file's hooks; `started` receives both once they run (assign them to the file's variables). */
export function useStackAndBrowser(options: StackAndBrowserOptions, started: (running: { stack: Stack; browser: Browser }) => void): void {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack(options.stack);
    browser = await launchBrowser(options.browser);
    if (options.permissions?.length) await browser.context.grantPermissions([...options.permissions]);
    started({ stack, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
}
