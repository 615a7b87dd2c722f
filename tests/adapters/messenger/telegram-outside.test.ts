// @vitest-environment jsdom
/**
 * The app's URL opened directly (no launch parameters anywhere): the adapter must report no launch
 * and stay inert, never throw. Its own file: the SDK keeps module-level state between tests.
 */
import { describe, expect, it } from 'vitest';
import { createMessenger } from '../../../adapters/messenger/messenger';
import { silentLogger } from '../../support/memory-storage';

describe('the Telegram messenger outside the messenger', () => {
  it('has no launch and does not throw', () => {
    const logger = silentLogger();
    const messenger = createMessenger({ messengerOrigin: 'http://127.0.0.1:5180', logger });
    expect(messenger.launch).toBeNull();
    expect(logger.warnings.join()).toMatch(/launch parameters/);
  });

  it('degrades every call to nothing instead of throwing', async () => {
    const logger = silentLogger();
    const messenger = createMessenger({ messengerOrigin: 'http://127.0.0.1:5180', logger });
    await messenger.start();
    messenger.showBackButton(true);
    const native = await messenger.native();
    native?.share('https://t.me/switch_wallet_bot');
    messenger.close();
    messenger.haptic('light');
    native?.setClosingConfirmation(true);
    const off = messenger.onBackButton(() => undefined);
    off();
    expect(await native?.readClipboard()).toBeNull();
    expect(await native?.openInvoice('https://t.me/$abc')).toBe('failed');
    expect(await native?.cloudStorage.get('settings')).toBeNull();
    expect(await native?.cloudStorage.set('settings', '{}')).toBe(false);
    // No popup outside the messenger: null tells the app to ask in its own dialog.
    expect(await native?.confirmDestructive({ title: 'Leave?', message: 'm', confirm: 'Leave', cancel: 'Stay' })).toBeNull();
    expect(logger.errors).toEqual([]);
  });
});
