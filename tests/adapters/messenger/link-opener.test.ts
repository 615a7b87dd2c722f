import { describe, expect, it } from 'vitest';
import { openServerLink } from '../../../adapters/messenger/link-opener';
import { fakeMessenger } from '../../support/fake-messenger';
import { silentLogger } from '../../support/memory-storage';

function open(url: string) {
  const messenger = fakeMessenger();
  const logger = silentLogger();
  const target = openServerLink(messenger, url, logger);
  return { target, log: messenger.log, logger };
}

describe('openServerLink', () => {
  it('opens https links outside the app', () => {
    const { log, target } = open('https://example.org/airdrop?ref=1');
    expect(target.kind).toBe('external');
    expect(log.links).toEqual(['https://example.org/airdrop?ref=1']);
    expect(log.telegramLinks).toEqual([]);
  });

  it('opens t.me links inside the messenger', () => {
    const { log } = open('https://t.me/switch_wallet_bot?start=abc');
    expect(log.telegramLinks).toEqual(['https://t.me/switch_wallet_bot?start=abc']);
    expect(log.links).toEqual([]);
  });

  it('rewrites tg: links to t.me', () => {
    const { log } = open('tg://resolve?domain=switch_wallet_bot&startapp=ref');
    expect(log.telegramLinks).toEqual(['https://t.me/switch_wallet_bot?startapp=ref']);
  });

  it.each(['javascript:alert(1)', 'http://example.org', 'data:text/html,hi', '/relative', ''])('refuses and logs %j', (url) => {
    const { log, target, logger } = open(url);
    expect(target.kind).toBe('refused');
    expect(log.links).toEqual([]);
    expect(log.telegramLinks).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
  });
});
