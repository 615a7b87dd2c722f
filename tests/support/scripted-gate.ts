/**
 * A biometric gate (domain/shared/biometric-gate.ts) for machine tests: it answers from a script,
 * in order ('denied' once the script runs out, so an unexpected extra prompt moves nothing), and
 * records each reason it was asked with.
 */
import type { BiometricOutcome, ConfirmMoney, MoneyReason } from '../../domain/shared/biometric-gate';

export function scriptedGate(answers: readonly BiometricOutcome[]) {
  const script = [...answers];
  const asked: MoneyReason[] = [];
  const confirm: ConfirmMoney = async (reason) => {
    asked.push(reason);
    return script.shift() ?? 'denied';
  };
  return { confirm, asked };
}

/** A gate whose native half fails (the bridge gone): the machines take it as unavailable. */
export const failingGate: ConfirmMoney = () => Promise.reject(new Error('bridge gone'));
