/**
 * The routes the app starts with: the wallet home (the launch screen) and the mining layout with
 * the mining home. Every other route (the wallet view, refill, send, swap, bigpump and every mining
 * feature) is mounted later, from full-tree.ts: the home's first load carries none of their
 * definitions or search schemas, however many screens the app grows.
 */
import { homeRoute } from './home-route';
import { miningHomeRoute, miningLayoutRoute } from './mining-routes';

export const FIRST_ROUTES = [homeRoute, miningLayoutRoute] as const;

/** The mining layout's children before the features mount theirs. */
export const FIRST_MINING_ROUTES = [miningHomeRoute] as const;
