/** /refill/from (seed 000 §2): the ways to deposit; one for now, from an external wallet. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import styles from './refill.module.css';

export function RefillFromScreen() {
  return (
    <section className={styles.refill} aria-labelledby="refill-from-title">
      <h2 id="refill-from-title" className="screen-title">
        <Trans>Deposit</Trans>
      </h2>
      <p className={styles.refillHint}>
        <Trans>Choose how to deposit</Trans>
      </p>
      <ul className={styles.refillMethods}>
        <li>
          <Link to={PATHS.refillTo} className={styles.refillMethod}>
            <span className={styles.refillMethodTitle}>
              <Trans>From an external wallet</Trans>
            </span>
            <span className={styles.refillMethodText}>
              <Trans>Send tokens from another wallet or an exchange to your address.</Trans>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
