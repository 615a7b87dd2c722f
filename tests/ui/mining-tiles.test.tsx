/**
 * A registered mining feature's tile on the mining home (ui/routes/mining-features.ts): the home
 * draws it after its own actions, in the features' order, with the icon it names, as a link to the
 * feature's screen; and the home has a drawing for every icon a tile may name.
 */
import { msg } from '@lingui/core/macro';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as MiningFeatures from '../../ui/routes/mining-features';
import type { MiningFeature, MiningTileIcon } from '../../ui/routes/mining/feature';
import { TileIcon } from '../../ui/screens/mining/home/tile-icons';
import { featureTiles } from '../../ui/screens/mining/home/mining-tiles';
import { miningAt } from './mining-support';

// Two features registered out of order, leading to screens the route tree has (the wallet view and
// the wallet home), so the link can be followed without a feature's screens.
vi.mock('../../ui/routes/mining-features', async (importOriginal) => {
  const original = await importOriginal<typeof MiningFeatures>();
  const features: MiningFeature[] = [
    { id: 'second', miningRoutes: [], rootRoutes: [], tile: { id: 'second', label: msg`Wallet`, icon: 'frens', to: '/', order: 20 } },
    { id: 'untiled', miningRoutes: [], rootRoutes: [] },
    { id: 'first', miningRoutes: [], rootRoutes: [], tile: { id: 'first', label: msg`Mining`, icon: 'tasks', to: '/wallet', order: 10 } },
  ];
  return { ...original, MINING_FEATURES: features };
});

const EVERY_ICON = ['tasks', 'frens', 'guilds', 'staking', 'auction', 'donate', 'prove', 'copy-trade', 'burn', 'autoclaim'] as const satisfies readonly MiningTileIcon[];

describe("a feature's tile", () => {
  it("follows the home's actions, in the features' order, with its icon, and leads to the feature's screen", async () => {
    const user = userEvent.setup();
    const { history } = await miningAt('/mining');
    const grid = await screen.findByRole('list', { name: 'Mining features' });
    const entries = within(grid).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Burn PUNK', 'Auto-claim', 'Mining', 'Wallet']);
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.querySelector('svg')?.getAttribute('data-icon'))).toEqual(['tasks', 'frens']);
    await user.click(screen.getByTestId('tile-first'));
    await waitFor(() => expect(history.location.pathname).toBe('/wallet'));
  });

  it('sorts the registered tiles by order and skips features without one', () => {
    expect(featureTiles().map((tile) => tile.id)).toEqual(['first', 'second']);
  });
});

describe('the tile icons', () => {
  it.each(EVERY_ICON)('%s has a drawing, hidden from assistive technology', (icon) => {
    const { container } = render(<TileIcon icon={icon} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('data-icon')).toBe(icon);
    expect(svg?.children.length).toBeGreaterThan(0);
  });
});
