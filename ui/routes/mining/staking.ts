/**
 * The staking feature's routes and tile (seed 001 §2: /mining/staking, /configs, /paymentMethod,
 * /confirm, /successDeposit, /deposits). The flow's five screens are children of one layout that
 * holds the flow's machine and keeps it in step with the path (ui/flows, the step-to-path rule);
 * the deposits screen is a sibling with its own machine. Lazy: screens, machines, wire contract
 * and catalog arrive with the route.
 */
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { usePorts } from '../../ports-context';
import type { SummaryProps } from '../../screens/mining/staking/staking-summary';
import { miningLayoutRoute } from '../mining-routes';
import { PATHS } from '../paths';
import { loadRouteCatalogs } from '../route-catalogs';
import type { MiningFeature } from './feature';
import { FEATURE_PATHS } from '../feature-paths';

export const STAKING_PATHS = {
  form: PATHS.miningStaking,
  configs: FEATURE_PATHS.miningStakingConfigs,
  paymentMethod: FEATURE_PATHS.miningStakingPaymentMethod,
  confirm: FEATURE_PATHS.miningStakingConfirm,
  success: FEATURE_PATHS.miningStakingSuccessDeposit,
  deposits: FEATURE_PATHS.miningStakingDeposits,
} as const;

/**
 * A summary component, mounted once its module has come and its first read has answered (issue 36;
 * docs/decisions/first-load-and-speed.md "The home renders once after its total"): the menu and the
 * card then commit once, with what they show, not an empty mount and then the answer. Once ready,
 * a later mount (the home shown again) renders it at once.
 */
type Summary = ComponentType<SummaryProps>;
const ready = new Map<string, Summary>();
const summary = (name: 'StakingMenuBadge' | 'StakingCardTotal') =>
  function StakingSlot() {
    const { stakingApi } = usePorts();
    const { i18n } = useLingui();
    // `justRead`: mounted on the first read's answer, so the component's own mount reads nothing more.
    const [shown, setShown] = useState<{ readonly Summary: Summary; readonly justRead: boolean } | null>(() => {
      const known = ready.get(name);
      return known ? { Summary: known, justRead: false } : null;
    });
    useEffect(() => {
      if (shown) return undefined;
      let mounted = true;
      void import('../../screens/mining/staking/staking-summary').then(async (module) => {
        await module.firstSummaryRead(stakingApi, i18n);
        ready.set(name, module[name]);
        if (mounted) setShown({ Summary: module[name], justRead: true });
      });
      return () => {
        mounted = false;
      };
    }, [shown, stakingApi, i18n]);
    return shown ? createElement(shown.Summary, { justRead: shown.justRead }) : null;
  };
/** What staking lends the bottom menu and the home's card (ui/screens/wallet/use-route-exists.tsx useRouteSlot). */
const slots = { badge: summary('StakingMenuBadge'), total: summary('StakingCardTotal') };

export const stakingLayoutRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'staking',
  staticData: { title: msg`Staking`, slots },
  loader: loadRouteCatalogs('mining-staking'),
  component: lazyRouteComponent(() => import('../../screens/mining/staking/staking-layout'), 'StakingLayout'),
});

// The form's index route answers the staking path too: it lends the same slots.
const step = (path: string, file: () => Promise<Record<string, unknown>>, name: string) =>
  createRoute({ getParentRoute: () => stakingLayoutRoute, path, staticData: path === '/' ? { slots } : {}, component: lazyRouteComponent(file as never, name as never) });

export const stakingFormRoute = step('/', () => import('../../screens/mining/staking/staking-form-screen'), 'StakingFormScreen');
export const stakingConfigsRoute = step('configs', () => import('../../screens/mining/staking/staking-configs-screen'), 'StakingConfigsScreen');
export const stakingPaymentRoute = step('paymentMethod', () => import('../../screens/mining/staking/staking-payment-screen'), 'StakingPaymentScreen');
export const stakingConfirmRoute = step('confirm', () => import('../../screens/mining/staking/staking-confirm-screen'), 'StakingConfirmScreen');
export const stakingSuccessRoute = step('successDeposit', () => import('../../screens/mining/staking/staking-success-screen'), 'StakingSuccessScreen');

export const stakingDepositsRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'staking/deposits',
  staticData: { title: msg`Staking` },
  loader: loadRouteCatalogs('mining-staking'),
  component: lazyRouteComponent(() => import('../../screens/mining/staking/deposits-screen'), 'DepositsScreen'),
});

export const stakingFeature = {
  id: 'staking',
  miningRoutes: [
    stakingLayoutRoute.addChildren([stakingFormRoute, stakingConfigsRoute, stakingPaymentRoute, stakingConfirmRoute, stakingSuccessRoute]),
    stakingDepositsRoute,
  ],
  rootRoutes: [],
  tile: { id: 'staking', label: msg`Staking`, icon: 'staking', to: STAKING_PATHS.form, order: 30 },
} as const satisfies MiningFeature;
