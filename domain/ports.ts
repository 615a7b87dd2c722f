/**
 * The ports the app runs on, composed: the only file that knows every feature. Each port is
 * declared beside what owns it (a backend feature's port in its folder, `wallet/port.ts`,
 * `mining/burn/port.ts`...; the messenger, storage, clock and the rest in `shared/`), and no
 * feature imports this file: a provide function asks for the ports it uses by their own types.
 * Adapters implement the ports (adapters/compose.ts builds this object); machines receive them only
 * through `.provide()` so snapshots stay serialisable.
 */
import type { AuctionApi } from './mining/auction/port';
import type { BannersApi } from './mining/banners/port';
import type { DonateApi } from './mining/donate/port';
import type { BurnApi } from './mining/burn/port';
import type { TasksApi } from './mining/tasks/port';
import type { FrensApi } from './mining/frens/port';
import type { GuildsApi } from './mining/guilds/port';
import type { StakingApi } from './mining/staking/port';
import type { ProveApi } from './mining/prove/port';
import type { MiningRecordApi } from './mining/shared/port';
import type { PaymentApi } from './payment/port';
import type { SendApi } from './send/port';
import type { Clock } from './shared/clock';
import type { ExternalWallet } from './shared/external-wallet';
import type { Analytics, Logger } from './shared/logger';
import type { Messenger } from './shared/messenger';
import type { AppVisibility } from './shared/polling';
import type { Storage } from './shared/storage';
import type { SwapApi } from './swap/port';
import type { TokensApi } from './tokens/port';
import type { WalletApi } from './wallet/port';
import type { TokenPageApi } from './wallet/token-page/port';
import type { ReceiptApi } from './wallet/receipt/port';
import type { CopyTradeApi } from './mining/copy-trade/port';
import type { SpeedApi } from './mining/speed/port';
import type { EarningsApi } from './mining/earnings/port';
import type { WalletTasksApi } from './mining/tasks/wallet-tasks/port';
import type { EmojiTaskApi } from './mining/tasks/emoji-task/port';
import type { OpenLeagueApi } from './mining/tasks/open-league/port';
import type { PunkNftApi } from './mining/tasks/punk-nft/port';
import type { CreateCoinApi } from './mining/tasks/create-coin/port';
import type { MemePhraseApi } from './mining/tasks/meme-phrase/port';

/**
 * The mining area's backend ports: a feature adds its line here (README "Adding a mining feature").
 * They are composed lazily, as a group (adapters/http/mining-ports.ts), so the home's first load
 * carries nothing of them however many features there are.
 */
export interface MiningPorts {
  /** Every purchase of the mining area, by purpose (domain/payment). */
  readonly paymentApi: PaymentApi;
  readonly miningRecordApi: MiningRecordApi;
  readonly burnApi: BurnApi;
  readonly tasksApi: TasksApi;
  readonly bannersApi: BannersApi;
  readonly frensApi: FrensApi;
  readonly guildsApi: GuildsApi;
  readonly stakingApi: StakingApi;
  readonly auctionApi: AuctionApi;
  readonly proveApi: ProveApi;
  readonly copyTradeApi: CopyTradeApi;
  readonly donateApi: DonateApi;
  readonly walletTasksApi: WalletTasksApi;
  readonly speedApi: SpeedApi;
  readonly earningsApi: EarningsApi;
  readonly emojiTaskApi: EmojiTaskApi;
  readonly openLeagueApi: OpenLeagueApi;
  readonly punkNftApi: PunkNftApi;
  readonly createCoinApi: CreateCoinApi;
  readonly memePhraseApi: MemePhraseApi;
}

export interface Ports extends MiningPorts {
  readonly walletApi: WalletApi;
  readonly tokensApi: TokensApi;
  readonly swapApi: SwapApi;
  readonly sendApi: SendApi;
  readonly tokenPageApi: TokenPageApi;
  readonly receiptApi: ReceiptApi;
  readonly storage: Storage;
  readonly messenger: Messenger;
  readonly clock: Clock;
  readonly analytics: Analytics;
  readonly logger: Logger;
  readonly visibility: AppVisibility;
  readonly externalWallet: ExternalWallet;
}
