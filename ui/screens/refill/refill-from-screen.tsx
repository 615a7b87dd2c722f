/** /refill/from (seed 000 §2): the ways to deposit; one for now, from an external wallet. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import './refill.css';

export function RefillFromScreen() {
  return (
    <section className="refill" aria-labelledby="refill-from-title">
      <h2 id="refill-from-title" className="screen-title">
        <Trans>Deposit</Trans>
      </h2>
      <p className="refill__hint">
        <Trans>Choose how to deposit</Trans>
      </p>
      <ul className="refill__methods">
        <li>
          <Link to={PATHS.refillTo} className="refill__method">
            <span className="refill__method-title">
              <Trans>From an external wallet</Trans>
            </span>
            <span className="refill__method-text">
              <Trans>Send tokens from another wallet or an exchange to your address.</Trans>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
