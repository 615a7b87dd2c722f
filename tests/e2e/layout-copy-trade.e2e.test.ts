/** The layout walk (tests/e2e/support/layout-walk.ts) of copy trading. */
import { layoutWalks } from './support/layout-walk';

layoutWalks('copy-trade');
