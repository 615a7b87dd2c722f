/**
 * The SDK side of the QR scanner (domain/shared/messenger-scanner.ts) over @telegram-apps/sdk v3's
 * `qrScanner`, part of the lazily loaded SDK half (telegram.ts). Behind `open.isAvailable()`: a
 * client older than Mini Apps 6.4, or one without a camera scanner, has none.
 */
import { qrScanner } from '@telegram-apps/sdk';
import type { Logger } from '../../domain/shared/logger';
import type { MessengerQrScanner } from '../../domain/shared/messenger-scanner';

export function createSdkQrScanner(logger: Logger): MessengerQrScanner {
  return {
    available: () => qrScanner.open.isAvailable(),
    async scan(prompt) {
      if (!qrScanner.open.isAvailable()) return null;
      try {
        // The first code read is taken (the SDK then closes the scanner): the app, not the
        // camera, tells the person whether it is a payment, so a refused code gets words.
        const text = await qrScanner.open({ text: prompt, capture: () => true });
        return text ?? null;
      } catch (error) {
        logger.warn('the messenger QR scanner failed', error);
        return null;
      }
    },
  };
}
