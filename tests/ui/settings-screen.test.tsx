/**
 * The settings screen (issue 37) in the app as it boots: its values, each change saved locally and
 * to the messenger's cloud storage, a new language reloading the app, the messenger's settings
 * button and the wallet view leading here, and the cloud's settings taking over once read.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETTINGS_CLOUD_KEY } from '../../domain/settings/settings';
import { fakeMessenger, launchContext, messengerUser } from '../support/fake-messenger';
import { renderApp, testPorts } from '../support/render';

const checkbox = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('the settings screen', () => {
  it('shows the defaults and saves a change locally and to the cloud', async () => {
    const { ports } = await renderApp({ path: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(checkbox('settings-language-en').checked).toBe(true);
    expect(checkbox('settings-biometrics').checked).toBe(false);
    expect(checkbox('settings-sounds').checked).toBe(true);
    expect(screen.getByRole('switch', { name: /Vibration/ })).toBe(checkbox('settings-haptics'));
    expect(checkbox('settings-haptics').checked).toBe(true);

    fireEvent.click(checkbox('settings-haptics'));
    expect(checkbox('settings-haptics').checked).toBe(false);
    expect(JSON.parse(ports.backend.data.get('settings') ?? '{}')).toMatchObject({ haptics: false });
    await waitFor(() => expect(JSON.parse(ports.messenger.cloud?.get(SETTINGS_CLOUD_KEY) ?? '{}')).toMatchObject({ haptics: false, sounds: true }));
  });

  it('speaks Russian and reloads the app in the language chosen', async () => {
    const ports = testPorts({ storage: { language: '"ru"' } });
    const { page } = await renderApp({ ports, path: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Настройки' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Подтверждать биометрией/ })).toBeTruthy();
    expect(checkbox('settings-language-ru').checked).toBe(true);
    fireEvent.click(checkbox('settings-language-en'));
    expect(ports.backend.data.get('language')).toBe('"en"');
    expect(page.reloads).toBe(1);
  });

  it("opens from the messenger's settings button and from the wallet view", async () => {
    const { ports, history } = await renderApp({ path: '/wallet' });
    fireEvent.click(await screen.findByTestId('wallet-settings', {}, { timeout: 5000 }));
    expect(await screen.findByTestId('settings-screen')).toBeTruthy();
    history.push('/');
    await waitFor(() => expect(screen.queryByTestId('settings-screen')).toBeNull());
    // The button is heard once the app is up (the after-boot host).
    await waitFor(
      () => {
        ports.messenger.pressSettings();
        expect(screen.queryByTestId('settings-screen')).not.toBeNull();
      },
      { timeout: 5000 },
    );
  });

  it('takes a language chosen on another device from the cloud, and reloads in it', async () => {
    const messenger = fakeMessenger({ cloud: { [SETTINGS_CLOUD_KEY]: '{"language":"ru","haptics":false}' }, launch: launchContext({ user: messengerUser({ languageCode: 'en' }) }) });
    const ports = testPorts({ messenger });
    const { page } = await renderApp({ ports });
    await waitFor(() => expect(page.reloads).toBe(1), { timeout: 5000 });
    expect(ports.backend.data.get('language')).toBe('"ru"');
    expect(JSON.parse(ports.backend.data.get('settings') ?? '{}')).toMatchObject({ haptics: false });
  });

  it('drops a corrupted cloud value with a log line and keeps working', async () => {
    const messenger = fakeMessenger({ cloud: { [SETTINGS_CLOUD_KEY]: '{"language":42,"sounds":"loud"' } });
    const ports = testPorts({ messenger });
    const { page } = await renderApp({ ports, path: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    await waitFor(() => expect(ports.logger.warnings).toContain('[settings] dropped a corrupted settings (not JSON) from cloud storage'), { timeout: 5000 });
    expect(checkbox('settings-sounds').checked).toBe(true);
    expect(page.reloads).toBe(0);
  });
});
