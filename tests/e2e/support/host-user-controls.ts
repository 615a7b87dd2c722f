/** The host page's controls on the launched user (issue 23), pressed as a tester would. */
import type { Page } from 'playwright-core';

/** Waits until the host page has launched the app for `userId` (its controls act on that user). */
async function launchedFor(page: Page, userId: number): Promise<void> {
  await page.locator(`[data-testid="host-user-id"]:text-matches("^id ${String(userId)} ")`).waitFor({ timeout: 15_000 });
}

/** "Fail this user's next claim": the user's next auction send fails. */
export async function failNextAuctionSend(page: Page, userId: number): Promise<void> {
  await launchedFor(page, userId);
  await page.getByTestId('host-auction-fail-next').click();
  await page.locator('[data-testid="host-auction-fail-next"][data-state="ok"]').waitFor({ timeout: 15_000 });
}

/** "Set the group": puts the launched user in a human group. */
export async function joinHumanGroupOnHostPage(page: Page, userId: number, humanGroup = 1): Promise<void> {
  await launchedFor(page, userId);
  await page.getByTestId('host-human-group').fill(String(humanGroup));
  await page.getByTestId('host-human-group-set').click();
  await page.locator('[data-testid="host-human-group-form"][data-state="ok"]').waitFor({ timeout: 15_000 });
}
