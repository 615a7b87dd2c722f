/**
 * Every mining screen says its own title in the header, and the bottom menu marks exactly one
 * entry: staking's screens are Staking's, every other mining screen Mining's (issues 41, 42).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { miningAt } from './mining-support';

const currentEntries = () => [...screen.getByRole('navigation', { name: /menu|меню/i }).querySelectorAll('a[aria-current="page"]')].map((link) => new URL(link.getAttribute('href') ?? '', 'http://app/').pathname);

describe('mining screens', () => {
  it.each([
    ['en', '/mining/guilds/alliance/ton_titans', 'Alliance', '/mining'],
    ['en', '/mining/tasks/boosts', 'Tasks', '/mining'],
    ['en', '/mining/staking', 'Staking', '/mining/staking'],
    ['en', '/mining/staking/deposits', 'Staking', '/mining/staking'],
    ['ru', '/mining/frens', 'Друзья', '/mining'],
    ['ru', '/mining/staking', 'Стейкинг', '/mining/staking'],
    ['ru', '/mining/tasks', 'Задания', '/mining'],
  ] as const)('in %s, %s says %s and marks one entry, %s', async (lang, path, title, entry) => {
    await miningAt(path, {}, { lang });
    const header = screen.getByRole('banner');
    await waitFor(() => expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe(title));
    expect(currentEntries()).toEqual([entry]);
  });
});
