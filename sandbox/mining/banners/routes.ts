/**
 * The banners' configuration (seed 001 §9; docs/decisions/banners.md "Banners (issue 25)"): the campaign
 * ends with the server time, and the control that moves them (loopback, control header).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { bannersContract } from '../../../adapters/http/contract/mining/banners';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { errorAnswer, mount } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { bannerCampaigns, setBannerCampaigns } from './campaigns';

export function bannerRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  mount(routes, deps, bannersContract.bannerConfig, async () => ({
    campaigns: await bannerCampaigns(deps.db),
    serverTime: new Date(await deps.clock.read(deps.db)).toISOString(),
  }));
  return routes;
}

const instant = z.string().datetime({ offset: true }).transform((value) => new Date(value).toISOString());

export function bannerControlRoutes(deps: SandboxDeps): Hono {
  const routes = new Hono();
  routes.onError((error, context) => {
    const answer = errorAnswer(error);
    return context.json(answer.body as object, answer.status as 400);
  });
  routes.post('/banners/campaigns', async (context) => {
    const body = parse(z.object({ openLeague: instant.optional(), inviteContest: instant.optional(), donate: instant.optional() }).strict(), await jsonBody(context));
    const ends = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    return context.json(await setBannerCampaigns(deps.db, ends));
  });
  return routes;
}
