/**
 * /send/success (seed 000 §2): the transfer went out. The send form is already reset; the screen
 * keeps what was sent, offers the bot (where the transfer's notifications arrive) and a way back.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatTokenAmount } from '../../../domain/money/format';
import { MAX_TOKEN_DECIMALS } from '../../../domain/money/units';
import { shortenAddress } from '../../../domain/wallet/address';
import { useAppConfig } from '../../config-context';
import { useSendView } from '../../machines/send-context';
import { usePorts } from '../../ports-context';
import { PATHS } from '../../routes/paths';
import { buttonClass } from '../../components/button';
import { SuccessPanel } from '../../components/success-panel';
import styles from './send.module.css';
import { Unbroken } from '../../components/unbroken';

export function SendSuccessScreen() {
  const { messenger } = usePorts();
  const { botUrl } = useAppConfig();
  const sent = useSendView().lastSent;
  const amount = sent ? formatTokenAmount(sent.amount, MAX_TOKEN_DECIMALS) : '';
  const symbol = sent?.symbol ?? '';
  // One unbreakable piece: a line may otherwise break after the ellipsis of 'UQAo…MjgK'.
  const recipient = <span className={styles.nowrap}>{sent ? shortenAddress(sent.to) : ''}</span>;

  return (
    <SuccessPanel
      titleId="send-success-title"
      title={<Trans>Sent</Trans>}
      amount={sent ? `${amount} ${symbol}` : null}
      testId="send-success"
      detail={
        sent ? (
          <p data-testid="send-success-detail">
            <Trans>
              <Unbroken>{amount} {symbol}</Unbroken> are on their way to {recipient}.
            </Trans>
          </p>
        ) : null
      }
    >
      <button type="button" className={buttonClass('main')} onClick={() => messenger.openTelegramLink(botUrl)}>
        <Trans>View in bot</Trans>
      </button>
      <Link to={PATHS.home} className={buttonClass('link', styles.sendDone)}>
        <Trans>Back to the wallet</Trans>
      </Link>
    </SuccessPanel>
  );
}
