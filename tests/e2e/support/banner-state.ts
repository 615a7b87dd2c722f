/**
 * Due banners cover the whole app (issue 25), so a browser for a test about something else starts
 * with the banner sequence finished: an init script stores the finish state in every page's local
 * storage unless something is stored there already (so the hidden reset's cleared storage finishes
 * it again). The banners' own tests and the screenshots of banners launch with `banners: 'due'`.
 */
import type { BrowserContext } from 'playwright-core';
import { BANNER_SEQUENCE_KEY } from '../../../domain/mining/banners/sequence';
import { FINISHED_BANNERS } from '../../support/banners';

const FINISHED = FINISHED_BANNERS[BANNER_SEQUENCE_KEY.name] ?? '';

export async function finishBannerSequence(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content: `try { if (localStorage.getItem(${JSON.stringify(BANNER_SEQUENCE_KEY.name)}) === null) localStorage.setItem(${JSON.stringify(BANNER_SEQUENCE_KEY.name)}, ${JSON.stringify(FINISHED)}); } catch {}`,
  });
}
