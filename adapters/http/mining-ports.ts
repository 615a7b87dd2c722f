/**
 * Every mining port's HTTP adapter, one line each (README "Adding a mining feature"). This table is
 * a chunk of its own, fetched with the first mining call: the home's first load carries nothing of
 * it. Each adapter, with its wire contract, is again its own chunk, fetched with its own first call.
 */
import type { MiningPorts } from '../../domain/ports';
import type { HttpClient } from './client';

/** Wraps the mining client (compose.ts), here so the home's start chunk has one import for the mining area, not two. */
export { recordFirstClient } from './mining/record-first';

type Create<K extends keyof MiningPorts> = (http: HttpClient) => MiningPorts[K];

export const MINING_PORTS: { readonly [K in keyof MiningPorts]: () => Promise<Create<K>> } = {
  paymentApi: () => import('./payment-api').then((module) => module.createHttpPaymentApi),
  miningRecordApi: () => import('./mining/record-api').then((module) => module.createHttpMiningRecordApi),
  burnApi: () => import('./mining/burn-api').then((module) => module.createHttpBurnApi),
  tasksApi: () => import('./mining/tasks-api').then((module) => module.createHttpTasksApi),
  bannersApi: () => import('./mining/banners-api').then((module) => module.createHttpBannersApi),
  frensApi: () => import('./mining/frens-api').then((module) => module.createHttpFrensApi),
  guildsApi: () => import('./mining/guilds-api').then((module) => module.createHttpGuildsApi),
  stakingApi: () => import('./mining/staking-api').then((module) => module.createHttpStakingApi),
  auctionApi: () => import('./mining/auction-api').then((module) => module.createHttpAuctionApi),
  proveApi: () => import('./mining/prove-api').then((module) => module.createHttpProveApi),
  copyTradeApi: () => import('./mining/copy-trade-api').then((module) => module.createHttpCopyTradeApi),
  donateApi: () => import('./mining/donate-api').then((module) => module.createHttpDonateApi),
  walletTasksApi: () => import('./mining/wallet-tasks-api').then((module) => module.createHttpWalletTasksApi),
  speedApi: () => import('./mining/speed-api').then((module) => module.createHttpSpeedApi),
  emojiTaskApi: () => import('./mining/emoji-task-api').then((module) => module.createHttpEmojiTaskApi),
  openLeagueApi: () => import('./mining/open-league-api').then((module) => module.createHttpOpenLeagueApi),
  punkNftApi: () => import('./mining/punk-nft-api').then((module) => module.createHttpPunkNftApi),
  createCoinApi: () => import('./mining/create-coin-api').then((module) => module.createHttpCreateCoinApi),
  memePhraseApi: () => import('./mining/meme-phrase-api').then((module) => module.createHttpMemePhraseApi),
};
