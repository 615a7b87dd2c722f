/**
 * The home's two sheets (deposit drawer, wallet picker) open on a tap, never on the first screen:
 * they arrive as their own chunk, with the bottom sheet and copy button they bring, and their
 * messages (the `wallet` catalog), fetched once the home is up and the page is idle, so a tap finds
 * them already loaded (docs/decisions/first-load-and-speed.md "The home's first load, within budget"). Until then a tap
 * waits for the chunk and the catalog; nothing else does.
 */
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { lazyModule } from '../../../adapters/http/lazy-module';
import { hasCatalog, loadCatalog } from '../../i18n/i18n';
import { whenIdle } from '../../idle';
import type { DepositDrawer as DepositDrawerComponent } from './deposit-drawer';
import type { WalletPickerSheet as WalletPickerSheetComponent } from '../wallet-picker/wallet-picker-sheet';

const deposit = lazyModule(() => import('./deposit-drawer'));
const picker = lazyModule(() => import('../wallet-picker/wallet-picker-sheet'));

const LazyDepositDrawer = lazy(async () => ({ default: (await deposit.get()).DepositDrawer }));
const LazyWalletPickerSheet = lazy(async () => ({ default: (await picker.get()).WalletPickerSheet }));

/** Fetches both sheets and their catalog once the page is idle after the home's first render. */
export function usePrefetchHomeSheets(): void {
  const { i18n } = useLingui();
  useEffect(() => {
    whenIdle(() => {
      deposit.prefetch();
      picker.prefetch();
      loadCatalog(i18n, 'wallet').catch(() => undefined);
    });
  }, [i18n]);
}

/**
 * Whether the `wallet` catalog is in, asking for it (and for the sheet's chunk, at the same moment)
 * on the first render that finds it missing. A failed download throws to the route's error screen,
 * as a failed chunk always did.
 */
function useWalletCatalog(sheet: { prefetch(): void }): boolean {
  const { i18n } = useLingui();
  const [state, setState] = useState<{ readonly ready: boolean; readonly error?: unknown }>(() => ({ ready: hasCatalog(i18n, 'wallet') }));
  useEffect(() => {
    if (state.ready) return undefined;
    let current = true;
    sheet.prefetch();
    loadCatalog(i18n, 'wallet').then(
      () => current && setState({ ready: true }),
      (error: unknown) => current && setState({ ready: false, error }),
    );
    return () => {
      current = false;
    };
  }, [i18n, sheet, state.ready]);
  if (state.error) throw state.error;
  return state.ready;
}

// Their own boundary: a sheet still loading shows nothing, instead of suspending the whole screen.
export function DepositDrawer(props: ComponentProps<typeof DepositDrawerComponent>) {
  return <Suspense fallback={null}>{useWalletCatalog(deposit) && <LazyDepositDrawer {...props} />}</Suspense>;
}

export function WalletPickerSheet(props: ComponentProps<typeof WalletPickerSheetComponent>) {
  return <Suspense fallback={null}>{useWalletCatalog(picker) && <LazyWalletPickerSheet {...props} />}</Suspense>;
}
