/** The host page's messenger popup (issue 37, "Native confirmations"): what it asks and its answers. */
import type { Page } from 'playwright-core';

export interface ShownPopup {
  readonly title: string;
  readonly message: string;
  /** Each button as `type:text`, in order. */
  readonly buttons: readonly string[];
}

/** Waits for the popup the app asked for, reads it and presses the destructive button or the other one. */
export async function answerHostPopup(page: Page, answer: 'destructive' | 'other'): Promise<ShownPopup> {
  const popup = page.getByTestId('host-popup');
  await popup.waitFor();
  const buttons = popup.getByTestId('host-popup-button');
  const shown: ShownPopup = {
    title: (await page.getByTestId('host-popup-title').textContent()) ?? '',
    message: (await page.getByTestId('host-popup-message').textContent()) ?? '',
    buttons: await buttons.evaluateAll((elements) => elements.map((element) => `${(element as HTMLElement).dataset.buttonType ?? ''}:${element.textContent ?? ''}`)),
  };
  await (answer === 'destructive' ? popup.locator('[data-button-type="destructive"]') : popup.locator('[data-testid="host-popup-button"]:not([data-button-type="destructive"])')).click();
  await popup.waitFor({ state: 'hidden' });
  return shown;
}
