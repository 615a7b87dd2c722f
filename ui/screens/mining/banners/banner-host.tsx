/**
 * The due banner, once the home is up (its own chunk, with the sequence and the machine;
 * docs/decisions/banners.md "Banners (issue 25)"): checks on start and whenever the app is shown again, and
 * shows the chosen banner with its messages (the dialog's chunk and the `mining-banners` catalog,
 * both fetched only when one is due). Its buttons go where the banner says, through the messenger port and the router.
 */
import { useLingui } from '@lingui/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatUtmStartParam } from '../../../../domain/launch/start-param';
import { selectShownBanner } from '../../../../domain/mining/banners/machine';
import { provideBanner } from '../../../../domain/mining/banners/provide';
import { useAppConfig } from '../../../config-context';
import { hasCatalog, loadCatalog } from '../../../i18n/i18n';
import { COMMUNITY_CHANNEL_URL, DISTRICT_CLASH_GAME_URL } from '../../../links';
import { usePorts } from '../../../ports-context';
import { PATHS } from '../../../routes/paths';
import type { BannerActs } from './banner-content';
import { FEATURE_PATHS } from '../../../routes/feature-paths';

// The dialog, its artwork and music: only when a banner is due.
const BannerDialog = lazy(() => import('./banner-dialog').then((module) => ({ default: module.BannerDialog })));

/** Who the bot's tracking says sent the user, and from where. */
export const BANNER_UTM = { source: 'switch_wallet', medium: 'banner' } as const;

/** The product's bot opened with a utm start parameter. */
export function botLink(botUrl: string, content: string, inviteContest?: true): string {
  const url = new URL(botUrl);
  const start = formatUtmStartParam({ ...BANNER_UTM, content, ...(inviteContest ? { inviteContest } : {}) });
  if (start !== null) url.searchParams.set('start', start);
  return url.toString();
}

export function BannerHost() {
  const ports = usePorts();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { botUrl, punkTokenAddress } = useAppConfig();
  const [machine] = useState(() => provideBanner(ports));
  const actor = useActorRef(machine);
  const shown = useSelector(actor, selectShownBanner);
  const [catalog, setCatalog] = useState(() => hasCatalog(i18n, 'mining-banners'));

  useEffect(() => ports.visibility.subscribe((visible) => visible && actor.send({ type: 'app.visible' })), [ports.visibility, actor]);

  useEffect(() => {
    if (shown === null || catalog) return;
    loadCatalog(i18n, 'mining-banners').then(
      () => setCatalog(true),
      // Without its words a banner cannot show; the app goes on without it.
      (error: unknown) => {
        ports.logger.warn('banners: the catalog did not load; no banner', error);
        actor.send({ type: 'banner.close' });
      },
    );
  }, [shown, catalog, i18n, ports.logger, actor]);

  if (shown === null || !catalog) return null;
  const close = () => actor.send({ type: 'banner.close' });
  const acts: BannerActs = {
    openBot: (content, options) => ports.messenger.openTelegramLink(botLink(botUrl, content, options?.inviteContest)),
    openCommunity: () => ports.messenger.openTelegramLink(COMMUNITY_CHANNEL_URL),
    openGame: () => ports.messenger.openTelegramLink(DISTRICT_CLASH_GAME_URL),
    swapForPunk: () => {
      close();
      void navigate({ to: PATHS.swap, search: { to: punkTokenAddress, chainId: 'TON' } });
    },
    donate: () => {
      close();
      // The donate screen (issue 23) is mounted after the first screen, not in the router's type.
      void navigate({ to: FEATURE_PATHS.miningDonate as typeof PATHS.mining });
    },
  };
  return (
    <Suspense fallback={null}>
      <BannerDialog banner={shown} acts={acts} onClose={close} />
    </Suspense>
  );
}
