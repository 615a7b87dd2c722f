/**
 * The SDK side of MessengerBiometry (domain/shared/biometric-gate.ts): the messenger's biometric
 * prompt over @telegram-apps/sdk v3's `biometry`, part of the lazily loaded SDK half (telegram.ts).
 * Every call behind its `isAvailable()` guard: a client without biometry (older than Mini Apps 7.2,
 * or a device with no sensor) answers 'unavailable', never throws; so does a call that fails
 * (logged). Access is asked once (the messenger remembers the answer); a person who refuses it, or
 * the prompt itself, is 'denied'.
 */
import { biometry } from '@telegram-apps/sdk';
import type { Logger } from '../../domain/shared/logger';
import type { BiometricAnswer, MessengerBiometry } from '../../domain/shared/biometric-gate';

async function ask(reason: string): Promise<BiometricAnswer> {
  if (!biometry.isMounted()) {
    if (!biometry.mount.isAvailable()) return 'unavailable';
    await biometry.mount(undefined);
  }
  // The device has no biometric sensor (or the person turned it off for every app).
  if (!biometry.isAvailable()) return 'unavailable';
  if (!biometry.state().accessGranted) {
    if (!biometry.requestAccess.isAvailable()) return 'unavailable';
    if (!(await biometry.requestAccess({ reason }))) return 'denied';
  }
  if (!biometry.authenticate.isAvailable()) return 'unavailable';
  const { status } = await biometry.authenticate({ reason });
  return status === 'authorized' ? 'granted' : 'denied';
}

export function createSdkBiometry(logger: Logger): MessengerBiometry {
  return {
    async confirmWithBiometrics(reason) {
      try {
        return await ask(reason);
      } catch (error) {
        logger.warn('the biometric prompt failed', error);
        return 'unavailable';
      }
    },
  };
}
