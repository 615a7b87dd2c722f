/**
 * Every lazy feature speaks Russian from its first render: its route (or, for the home's sheets,
 * the sheet itself) loads the feature's catalog before it shows, so no screen falls back to the
 * English source text (in a build: the message id) while its messages are on their way.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { featureCatalogs, type FeatureCatalog } from '../../ui/i18n/feature-catalogs';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { aWallet } from '../support/mothers';
import { renderApp, testPorts } from '../support/render';

/** The messages without placeholders, as text (compiled, a plain message is [text]). */
const plain = (messages: Messages): Map<string, string> =>
  new Map(
    Object.entries(messages).flatMap(([id, compiled]) => {
      const parts: unknown[] = Array.isArray(compiled) ? compiled : [compiled];
      return parts.every((part) => typeof part === 'string') ? [[id, parts.join('').trim()] as const] : [];
    }),
  );

/**
 * The catalog's plain texts in both languages, where Russian differs from English; its Russian
 * leaves out what the core catalog says too (the frame shows that whether or not the feature's
 * catalog is in).
 */
async function texts(feature: FeatureCatalog): Promise<{ english: Set<string>; russian: Set<string> }> {
  const catalog = featureCatalogs[feature];
  if (!catalog) throw new Error(`no ${feature} catalog`);
  const en = plain((await catalog.en()).messages);
  const ru = plain((await catalog.ru()).messages);
  const core = new Set(plain((await import('../../ui/i18n/locales/ru/messages.po')).messages).values());
  const ids = [...en.keys()].filter((id) => ru.has(id) && ru.get(id) !== en.get(id));
  return { english: new Set(ids.map((id) => en.get(id) ?? '')), russian: new Set(ids.map((id) => ru.get(id) ?? '').filter((text) => !core.has(text))) };
}

/** Every text the user can read or hear: text nodes, and the labels and placeholders. */
function shown(within: Element = document.body): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node.textContent?.trim() ?? '');
  for (const element of within.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const attribute of ['aria-label', 'placeholder', 'title']) out.push(element.getAttribute(attribute)?.trim() ?? '');
  }
  return out.filter(Boolean);
}

/**
 * Records every text shown from now on (each batch of DOM changes), so a screen that first painted
 * its English and then its Russian is caught, not only one that stays in English.
 */
function recordShown(within: () => Element = () => document.body): { seen: Set<string>; stop(): void } {
  const seen = new Set<string>();
  const observer = new MutationObserver(() => shown(within()).forEach((text) => seen.add(text)));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

/** Waits for the feature's Russian to show, and finds none of its English shown at any time. */
async function expectRussian(feature: FeatureCatalog, record: ReturnType<typeof recordShown>, within?: () => Element) {
  const { english, russian } = await texts(feature);
  await waitFor(() => expect(shown(within?.()).filter((text) => russian.has(text)).length).toBeGreaterThan(0));
  record.stop();
  shown(within?.()).forEach((text) => record.seen.add(text));
  expect([...record.seen].filter((text) => english.has(text))).toEqual([]);
}

const inRussian = () => {
  const mainApi = fakeMainApi({ wallets: [aWallet(0), aWallet(1)] });
  return { ...testPorts({ storage: { language: '"ru"' } }), ...mainPorts(mainApi) };
};

describe('a lazy feature in Russian', () => {
  it.each([
    ['/swap', 'swap'],
    ['/send', 'send'],
    ['/refill/from', 'refill'],
    ['/mining', 'mining'],
    ['/wallet', 'wallet'],
  ] as const)('%s shows its own catalog from its first render', async (path, feature) => {
    const record = recordShown();
    await renderApp({ ports: inRussian(), path });
    await expectRussian(feature, record);
  });

  it.each([
    { index: 0, sheet: 'the deposit drawer' },
    { index: 1, sheet: 'the wallet picker' },
  ])('$sheet opens in Russian', async ({ index }) => {
    const user = userEvent.setup();
    await renderApp({ ports: inRussian(), path: '/' });
    await waitFor(() => expect(document.querySelectorAll('button[aria-haspopup="dialog"]')).toHaveLength(2));
    // The home's own texts are core ones: only the sheet's are recorded.
    const record = recordShown(() => document.querySelector('[role="dialog"]') ?? document.createElement('div'));
    await user.click(document.querySelectorAll('button[aria-haspopup="dialog"]')[index]!);
    const dialog = await screen.findByRole('dialog');
    await expectRussian('wallet', record, () => dialog);
  });
});
