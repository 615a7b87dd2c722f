/** What a wallet task's sheet shows, read from its machine's tags (never its state names). */
import type { WalletTaskFailure } from './failure';

/** The step of either wallet task the sheet shows. */
export type WalletTaskStep = 'not-connected' | 'connected' | 'staked' | 'started' | 'downloaded' | 'done';

export interface WalletTaskView {
  readonly step: WalletTaskStep;
  /** A call is under way (connecting, checking, setting): the buttons wait. */
  readonly busy: boolean;
  readonly failure: WalletTaskFailure | null;
  readonly address: string | null;
}

const STEPS: readonly WalletTaskStep[] = ['done', 'staked', 'connected', 'downloaded', 'not-connected', 'started'];

interface TaggedSnapshot {
  hasTag(tag: string): boolean;
  readonly context: { readonly failure: WalletTaskFailure | null; readonly address: string | null };
}

export function selectWalletTaskView(snapshot: TaggedSnapshot): WalletTaskView {
  return {
    step: STEPS.find((step) => snapshot.hasTag(step)) ?? 'started',
    busy: snapshot.hasTag('busy'),
    failure: snapshot.context.failure,
    address: snapshot.context.address,
  };
}
