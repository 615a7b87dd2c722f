/**
 * The proof of humanity's screens on the wallet tour (wallet-tour.ts, issue 23): the intro, its
 * purchase sheet, the loader, a failed verification (the sandbox's control), the code with a wrong
 * code's message, and the success. Paid from the wallet's balance; the code is read from the
 * sandbox's store (the e2e test prove.e2e.test.ts reads it in the wallet history, as a user does).
 */
import type { FrameLocator } from 'playwright-core';
import { sandboxControlHeaders } from '../../../sandbox/platform/http/control-header';
import { finishPurchase } from './purchase';
import { deposit } from './sandbox-control';
import type { Stack } from './stack';

async function proveControl(stack: Stack, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${stack.sandbox.urls.mining}/sandbox/prove/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sandboxControlHeaders },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`prove control ${path} answered ${response.status}: ${await response.text()}`);
}

/** Puts a user (even one the sandbox has not seen yet) in human group 1. */
export const joinHumanGroup = (stack: Stack, userId: number): Promise<void> => proveControl(stack, 'human-group', { userId, humanGroup: 1 });

async function payFromBalance(app: FrameLocator): Promise<void> {
  await app.getByTestId('prove-verify').click();
  await app.getByTestId('prove-pay-internal').click();
  await app.getByTestId('prove-confirm').click();
  await finishPurchase(app, 'prove');
  await app.getByTestId('prove-loader').waitFor({ timeout: 15_000 });
}

export async function proveTour(stack: Stack, userId: number, app: FrameLocator, at: (name: string) => Promise<void>): Promise<void> {
  await deposit(stack, { userId, chainId: 'TON', tokenAddress: 'TON', amount: '2' });
  await app.getByTestId('menu-mining').click();
  await app.getByTestId('tile-prove').click();
  await app.getByTestId('prove-intro').waitFor({ timeout: 15_000 });
  await at('prove');
  await app.getByTestId('prove-verify').click();
  await app.getByTestId('prove-pay-internal').waitFor({ timeout: 15_000 });
  await at('prove-sheet');
  await app.getByRole('dialog').press('Escape');
  await app.getByRole('dialog').waitFor({ state: 'detached' });
  await payFromBalance(app);
  await at('prove-loader');
  await proveControl(stack, 'fail', { userId });
  await app.getByTestId('prove-failed').waitFor({ timeout: 20_000 });
  await at('prove-failed');
  await app.getByTestId('prove-try-again').click();
  await app.getByTestId('prove-intro').waitFor();
  await payFromBalance(app);
  await app.getByTestId('prove-code').waitFor({ timeout: 30_000 });
  await at('prove-code');
  const { rows } = await stack.sandbox.deps.db.query<{ code: string }>('select code from prove_requests where user_id = $1', [userId]);
  const code = rows[0]?.code ?? '';
  await app.getByTestId('prove-digit-0').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await app.getByTestId('prove-code-error').waitFor({ timeout: 15_000 });
  await at('prove-code-invalid');
  await app.getByTestId('prove-digit-0').fill(code);
  await app.getByTestId('prove-success').waitFor({ timeout: 15_000 });
  await at('prove-success');
}
