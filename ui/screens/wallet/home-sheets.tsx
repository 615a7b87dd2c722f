/**
 * The home's two sheets (deposit drawer, wallet picker) open on a tap, never on the first screen:
 * they arrive as their own chunk, with the bottom sheet and copy button they bring, fetched once
 * the home is up and the page is idle, so a tap finds them already loaded (docs/decisions.md
 * "The home's first load, within budget"). Until then a tap waits for the chunk; nothing else does.
 */
import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { lazyModule } from '../../../adapters/http/lazy-module';
import { whenIdle } from '../../idle';
import type { DepositDrawer as DepositDrawerComponent } from './deposit-drawer';
import type { WalletPickerSheet as WalletPickerSheetComponent } from '../wallet-picker/wallet-picker-sheet';

const deposit = lazyModule(() => import('./deposit-drawer'));
const picker = lazyModule(() => import('../wallet-picker/wallet-picker-sheet'));

const LazyDepositDrawer = lazy(async () => ({ default: (await deposit.get()).DepositDrawer }));
const LazyWalletPickerSheet = lazy(async () => ({ default: (await picker.get()).WalletPickerSheet }));

/** Fetches both sheets once the page is idle after the home's first render. */
export function usePrefetchHomeSheets(): void {
  useEffect(() => {
    whenIdle(() => {
      deposit.prefetch();
      picker.prefetch();
    });
  }, []);
}

// Their own boundary: a sheet still loading shows nothing, instead of suspending the whole screen.
export function DepositDrawer(props: ComponentProps<typeof DepositDrawerComponent>) {
  return (
    <Suspense fallback={null}>
      <LazyDepositDrawer {...props} />
    </Suspense>
  );
}

export function WalletPickerSheet(props: ComponentProps<typeof WalletPickerSheetComponent>) {
  return (
    <Suspense fallback={null}>
      <LazyWalletPickerSheet {...props} />
    </Suspense>
  );
}
