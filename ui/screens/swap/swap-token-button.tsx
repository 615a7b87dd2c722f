/**
 * The token of one swap side, as a link to that side's picker (/selectNetwork/from or /to). Symbols
 * come from the server and are rendered as text.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { chainInfo } from '../../../domain/chains';
import type { SwapSide } from '../../../domain/swap/form';
import type { Token } from '../../../domain/tokens/types';
import { PATHS } from '../../routes/paths';
import { TokenLogo } from '../../components/token-logo';
import styles from './swap.module.css';

export const pickerPath = (side: SwapSide) => (side === 'from' ? PATHS.selectNetworkFrom : PATHS.selectNetworkTo);

export function SwapTokenButton({ side, token, labelId }: { side: SwapSide; token: Token | null; labelId: string }) {
  return (
    <Link
      to={pickerPath(side)}
      className={styles.swapToken}
      data-testid={`swap-${side}-token`}
      data-symbol={token?.symbol}
      data-chain={token ? String(token.chainId) : undefined}
      aria-describedby={labelId}
    >
      {token ? (
        <>
          <TokenLogo uri={token.logoURI} symbol={token.symbol} />
          <span className={styles.swapTokenText}>
            <span className={styles.swapTokenSymbol}>{token.symbol}</span>
            <span className={styles.swapTokenChain}>{chainInfo(token.chainId).name}</span>
          </span>
        </>
      ) : (
        <span className={styles.swapTokenText}>
          <span className={styles.swapTokenSymbol}>
            <Trans>Choose token</Trans>
          </span>
        </span>
      )}
    </Link>
  );
}
