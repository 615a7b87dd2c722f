/** The alliance page's address for a name (only names of the seed's alphabet reach here), typed as the router's links are. */
import type { LinkProps } from '@tanstack/react-router';
import { FEATURE_PATHS } from '../../../routes/feature-paths';

// The feature's routes are mounted after the first screen and not in the router's type (mining-tiles.tsx does the same).
export const alliancePath = (name: string): LinkProps['to'] => FEATURE_PATHS.miningAlliance.replace('$name', encodeURIComponent(name)) as string as LinkProps['to'];
