/**
 * Opens a link that came from the server (task urls, banners) the way PRODUCT.md decides: https
 * outside the app, t.me inside the messenger, tg: rewritten to t.me, anything else refused and
 * logged, never opened. The rule is domain/links/classify-link.ts; this only dispatches.
 */
import { classifyLink, type LinkTarget } from '../../domain/links/classify-link';
import type { Logger, Messenger } from '../../domain/ports';

/** Returns what was done, so a caller can tell the user when nothing opened. */
export function openServerLink(messenger: Pick<Messenger, 'openLink' | 'openTelegramLink'>, url: string, logger: Logger): LinkTarget {
  const target = classifyLink(url);
  switch (target.kind) {
    case 'external':
      messenger.openLink(target.url);
      break;
    case 'telegram':
      messenger.openTelegramLink(target.url);
      break;
    case 'refused':
      logger.warn(`refused to open a server link (${target.reason})`, { url });
      break;
  }
  return target;
}
