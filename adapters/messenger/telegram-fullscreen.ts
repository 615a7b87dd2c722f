/**
 * Full screen on phones (issue 37; docs/decisions/launch-and-messenger.md "Full screen on phones"):
 * once the viewport is mounted, the app asks the messenger for full screen where the client
 * supports it (its `isAvailable()` guard: Mini Apps 8.0 and a mounted viewport) and only on a
 * phone. The header and bottom menu keep out of the insets the viewport binds as CSS variables
 * (ui/styles/app.css). Part of the lazily loaded SDK half (telegram.ts).
 */
import { viewport } from '@telegram-apps/sdk';
import type { Logger } from '../../domain/shared/logger';

/** The messenger's phone clients (their launch parameter tgWebAppPlatform); desktop and web keep their window. */
const PHONE_PLATFORMS: ReadonlySet<string> = new Set(['ios', 'android', 'android_x']);

export const isPhonePlatform = (platform: string): boolean => PHONE_PLATFORMS.has(platform);

/**
 * Asks for full screen on a phone, without waiting for the answer: a client that never answers must
 * not hold the start, and one that refuses (an old phone, the person's choice) leaves the app in
 * its window, logged.
 */
export function requestFullscreenOnPhone(platform: string, logger: Logger): void {
  if (!isPhonePlatform(platform) || !viewport.requestFullscreen.isAvailable() || viewport.isFullscreen()) return;
  try {
    viewport.requestFullscreen().catch((error: unknown) => logger.warn('the messenger refused full screen', error));
  } catch (error) {
    logger.warn('full screen could not be requested', error);
  }
}
