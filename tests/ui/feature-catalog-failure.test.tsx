/**
 * A feature's catalog that fails to download fails its route as a failed chunk does: the route's
 * error screen inside the frame, with a retry that loads it again.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { featureCatalogs } from '../../ui/i18n/feature-catalogs';
import { renderApp } from '../support/render';

const original = featureCatalogs.refill.en;
afterEach(() => {
  featureCatalogs.refill.en = original;
});

describe('a feature catalog that does not download', () => {
  it('shows the route error screen, and the screen itself once a retry downloads it', async () => {
    let attempts = 0;
    featureCatalogs.refill.en = async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    };
    const user = userEvent.setup();
    const { ports } = await renderApp({ path: '/refill/from' });

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(ports.logger.errors).toContain('route failed');
    // The error stays until the user asks: nothing loads the route again by itself (the launch
    // address is settled before the first load, so the mounted router has no reason to reload).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts).toBe(1);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(attempts).toBe(2);
    expect(await screen.findByRole('link', { name: /From an external wallet/ })).toBeTruthy();
  });
});
