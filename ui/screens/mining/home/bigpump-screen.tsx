/**
 * /bigpump (seed 001 §1, §2): opens the BigPump messenger mini-app link and returns the user to
 * where they were: back in history when the app has one, otherwise (launched straight on
 * /bigpump) to the wallet home, replacing this entry so Back never lands here again
 * (docs/decisions/mining-home.md "Mining menu links and /bigpump (issue 11)").
 */
import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAppConfig } from '../../../config-context';
import { usePorts } from '../../../ports-context';
import { PATHS } from '../../../routes/paths';
import notes from './notes.module.css';

export function BigpumpScreen() {
  const { messenger } = usePorts();
  const { bigpumpUrl } = useAppConfig();
  const router = useRouter();
  // StrictMode runs the effect twice on one instance; the link must open once.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    messenger.openTelegramLink(bigpumpUrl);
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: PATHS.home, replace: true });
  }, [messenger, bigpumpUrl, router]);
  return (
    <p className={notes.note} role="status" data-testid="bigpump-opening">
      <Trans>Opening BigPump…</Trans>
    </p>
  );
}
