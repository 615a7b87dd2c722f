/** The banners' configuration from the mining backend (docs/decisions/banners.md "Banners (issue 25)"). */
import type { CallOptions } from '../../shared/call-options';
import type { BannerConfig } from './types';

export interface BannersApi {
  /** When each dated campaign ends, and the server's time. */
  config(options?: CallOptions): Promise<BannerConfig>;
}
