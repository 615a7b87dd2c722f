import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_CHANNEL_URL } from '../../ui/links';
import { fakeMessenger, launchContext, messengerUser } from '../support/fake-messenger';
import { renderApp, testPorts } from '../support/render';

describe('the maintenance screen', () => {
  it("replaces the app while local storage isMaintenance is 'true'", async () => {
    const ports = testPorts({ storage: { isMaintenance: 'true' } });
    await renderApp({ ports });

    expect(screen.getByRole('heading', { name: 'Maintenance in progress' })).toBeTruthy();
    expect(screen.getByText(/maintenance window/)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(ports.apiCalls).toEqual([]);
  });

  it('sends the user to the community channel inside the messenger', async () => {
    const ports = testPorts({ storage: { isMaintenance: 'true' } });
    await renderApp({ ports });

    await userEvent.click(screen.getByRole('button', { name: 'Open the community channel' }));
    expect(ports.messenger.log.telegramLinks).toEqual([COMMUNITY_CHANNEL_URL]);
  });

  it('is translated', async () => {
    const messenger = fakeMessenger({ launch: launchContext({ user: messengerUser({ languageCode: 'ru' }) }) });
    await renderApp({ ports: testPorts({ messenger, storage: { isMaintenance: 'true' } }) });

    expect(screen.getByRole('heading', { name: 'Идут технические работы' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Открыть канал сообщества' })).toBeTruthy();
  });

  it.each([['false'], ['"yes"'], ['not json']])('shows the wallet when isMaintenance is %s', async (raw) => {
    await renderApp({ ports: testPorts({ storage: { isMaintenance: raw } }) });
    expect(await screen.findByRole('button', { name: 'Wallet 1' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Maintenance in progress' })).toBeNull();
  });
});
