/**
 * The launch context (signed init data, user, start parameter, platform) read from the launch
 * parameters that launch-query.ts finds; see there for why this does not wait for the SDK.
 */
import * as z from 'zod/mini';
import type { Logger } from '../../domain/shared/logger';
import type { LaunchContext, MessengerUser } from '../../domain/shared/messenger';

/** The messenger's user object inside the init data (snake_case on the wire). */
const wireUser = z.object({
  id: z.number().check(z.int()),
  first_name: z.string(),
  last_name: z.optional(z.string()),
  username: z.optional(z.string()),
  language_code: z.optional(z.string()),
  is_premium: z.optional(z.boolean()),
});

function readUser(initData: URLSearchParams): MessengerUser | null {
  const raw = initData.get('user');
  if (raw === null) return null;
  const user = wireUser.parse(JSON.parse(raw));
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
    languageCode: user.language_code,
    isPremium: user.is_premium,
  };
}

/**
 * The launch, or null outside the messenger. Malformed launch data is also null (logged, never
 * thrown): the app then shows its gate and makes no call, and the backend would refuse it anyway.
 */
export function readLaunchContext(query: URLSearchParams | null, logger: Logger): LaunchContext | null {
  if (!query) {
    // Expected when the app's URL is opened directly.
    logger.warn('messenger launch parameters are missing');
    return null;
  }
  try {
    const initDataRaw = query.get('tgWebAppData') ?? '';
    const initData = new URLSearchParams(initDataRaw);
    if (!initData.get('hash') && !initData.get('signature')) throw new Error('init data carries no hash');
    return {
      initDataRaw,
      user: readUser(initData),
      startParam: initData.get('start_param') || query.get('tgWebAppStartParam') || null,
      platform: query.get('tgWebAppPlatform') ?? 'unknown',
    };
  } catch (error) {
    logger.warn('messenger launch parameters are unreadable', error);
    return null;
  }
}
