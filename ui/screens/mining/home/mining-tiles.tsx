/**
 * The entries of the mining home, as a grid of tiles with icons: the home's own actions first (Burn
 * PUNK, and Auto-claim while it can be bought), each opening its sheet, then a link to every
 * registered mining feature (ui/routes/mining-features.ts), in the order the features give. A
 * feature adds its tile by registering it; the home draws its icon (tile-icons.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate, type LinkProps } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { ReceivedBurn } from '../../../../domain/mining/burn/context';
import type { MiningReadyView } from '../../../../domain/mining/home/selectors';
import { MiningHomeContext } from '../../../machines/mining-home-context';
import { BURN_SHEET_HASH } from '../../../routes/feature-paths';
import { MINING_FEATURES } from '../../../routes/mining-features';
import type { MiningFeature, MiningTile, MiningTileIcon } from '../../../routes/mining/feature';
import { AutoclaimSheet } from './autoclaim-sheet';
import { BurnSheet } from './burn-sheet';
import { TileIcon } from './tile-icons';
import styles from './tiles.module.css';

/** The registered features' tiles, lowest order first. */
export const featureTiles = (features: readonly MiningFeature[] = MINING_FEATURES): MiningTile[] =>
  features.flatMap((feature) => (feature.tile ? [feature.tile] : [])).sort((a, b) => a.order - b.order);

function TileBody({ icon, children }: { icon: MiningTileIcon; children: ReactNode }) {
  return (
    <>
      <span className={styles.badge}>
        <TileIcon icon={icon} />
      </span>
      <span className={styles.label}>{children}</span>
    </>
  );
}

function ActionTile({ icon, onOpen, testId, children }: { icon: MiningTileIcon; onOpen: () => void; testId: string; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={styles.tile} onClick={onOpen} aria-haspopup="dialog" data-testid={testId}>
        <TileBody icon={icon}>{children}</TileBody>
      </button>
    </li>
  );
}

function FeatureTile({ tile }: { tile: MiningTile }) {
  const { i18n } = useLingui();
  return (
    <li>
      {/* A feature's path is typed where it is declared; the registry keeps it as a string. */}
      <Link to={tile.to as string as LinkProps['to']} className={styles.tile} data-testid={`tile-${tile.id}`}>
        <TileBody icon={tile.icon}>{i18n._(tile.label)}</TileBody>
      </Link>
    </li>
  );
}

export function MiningTiles({ view }: { view: MiningReadyView }) {
  const actor = MiningHomeContext.useActorRef();
  const { t } = useLingui();
  // Arriving at /mining#burn (the burn task's sheet links there) opens the Burn sheet; closing it
  // drops the fragment in place, so Back and a reload do not open it again.
  const askedBurn = useLocation({ select: (location) => location.hash === BURN_SHEET_HASH });
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<'burn' | 'autoclaim' | null>(askedBurn ? 'burn' : null);
  const close = () => {
    setSheet(null);
    if (askedBurn) void navigate({ to: '.', hash: '', replace: true });
  };
  const burned = ({ receipt, receivedAt }: ReceivedBurn) => actor.send({ type: 'record.received', record: receipt, receivedAt });
  return (
    <>
      <ul className={styles.grid} aria-label={t`Mining features`} data-testid="mining-tiles">
        <ActionTile icon="burn" onOpen={() => setSheet('burn')} testId="open-burn">
          <Trans>Burn PUNK</Trans>
        </ActionTile>
        {view.offersAutoclaim ? (
          <ActionTile icon="autoclaim" onOpen={() => setSheet('autoclaim')} testId="open-autoclaim">
            <Trans>Auto-claim</Trans>
          </ActionTile>
        ) : null}
        {featureTiles()
          .filter((tile) => tile.shownWhen === undefined || view[tile.shownWhen])
          .map((tile) => (
            <FeatureTile key={tile.id} tile={tile} />
          ))}
      </ul>
      {sheet === 'burn' ? <BurnSheet onClose={close} onBurned={burned} /> : null}
      {sheet === 'autoclaim' ? (
        <AutoclaimSheet
          onClose={close}
          onActivated={() => {
            close();
            // The record says at once that auto-claim is paid and waiting.
            actor.send({ type: 'mining.refresh' });
          }}
        />
      ) : null}
    </>
  );
}
