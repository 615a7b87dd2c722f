/**
 * A launch at an address with broken or hostile search values (boot settles the address before its
 * first load, ui/routes/router.ts `settleLaunchAddress`): the schemas' fallbacks and defaults are
 * written in and the screen itself shows, never the route's error screen. That the route then
 * loads once is held by feature-catalog-failure.test.tsx.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';

describe('the launch address', () => {
  it.for([
    { path: '/refill/from', title: 'Deposit' },
    { path: '/refill/to?chainId=%3Cscript%3E&selectedWalletIndex=abc', title: 'Choose token and network' },
    { path: '/refill/from?selectedWalletIndex=1e999&x=%00', title: 'Deposit' },
  ])('$path: the screen, at the settled address', async ({ path, title }) => {
    const { history } = await renderApp({ path });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(new URLSearchParams(history.location.search).get('selectedWalletIndex')).toBe('0');
    expect(history.location.pathname).toBe(path.split('?')[0]);
  });
});
