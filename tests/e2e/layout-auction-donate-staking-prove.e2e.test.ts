/** The layout walk (tests/e2e/support/layout-walk.ts) of the auction, donations, staking and the proof of humanity. */
import { layoutWalks } from './support/layout-walk';

layoutWalks('auction-donate-staking-prove');
