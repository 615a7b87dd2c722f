/**
 * Confirm money with biometrics (issue 37): before a send, a swap, a staking deposit or a purchase
 * paid from the balance executes, a person who turned the confirmation on in settings confirms with
 * the messenger's biometric prompt. One gate for every money machine:
 *
 * - `confirmMoneyWith` (below) decides: the setting off answers 'off' without asking; on, the
 *   messenger's prompt answers 'granted', 'denied' or 'unavailable' (the client lacks it).
 * - Each money machine invokes it as its `confirmMoney` actor in the state `biometricGateState`
 *   builds, between the confirmation (where the idempotency key was kept) and the state that moves
 *   the money. Refused, the machine goes back to its confirmation with the key still kept, so the
 *   request that finally goes out carries the key the first attempt made; `biometrics` says why
 *   for the screen's message.
 *
 * The reason is data (what and how much); the screens' layer words it in the person's language.
 */
import { fromPromise } from 'xstate';

/** What the messenger's prompt answered. */
export type BiometricAnswer = 'granted' | 'denied' | 'unavailable';
/** What the gate answered: 'off' when the person has not turned the confirmation on. */
export type BiometricOutcome = BiometricAnswer | 'off';
/** Why nothing was sent: the person said no, or the client cannot ask. */
export type BiometricRefusal = 'denied' | 'unavailable';

/** What is about to leave the wallet, for the prompt's reason text. Amounts in whole tokens. */
export type MoneyReason =
  /** `to` in full; the wording shortens it (the prompt is short, the summary shows it whole). */
  | { readonly kind: 'send'; readonly amount: string; readonly symbol: string; readonly to: string }
  | { readonly kind: 'swap'; readonly amount: string; readonly symbol: string; readonly toSymbol: string }
  | { readonly kind: 'stake'; readonly amount: string; readonly symbol: string }
  | { readonly kind: 'purchase'; readonly amount: string; readonly symbol: string };

/** The port: the messenger's biometric prompt (part of NativeMessenger, adapters/messenger/telegram-biometry.ts). */
export interface MessengerBiometry {
  /**
   * Mounts the biometry manager, asks access once, then authenticates with this reason (the
   * messenger allows 128 characters). 'unavailable' where the client or the device lacks it.
   */
  confirmWithBiometrics(reason: string): Promise<BiometricAnswer>;
}

/** The gate every money machine's provide function takes (ports.confirmMoney); absent means off. */
export type ConfirmMoney = (reason: MoneyReason) => Promise<BiometricOutcome>;

export interface ConfirmMoneyPorts {
  /** The person's setting, read at each confirmation (it may change in another screen meanwhile). */
  readonly enabled: () => boolean;
  readonly biometry: () => Promise<MessengerBiometry | null>;
  /** The reason in the person's language. */
  readonly describe: (reason: MoneyReason) => string;
}

/** The messenger's limit on a reason's length. */
export const REASON_MAX = 128;

export function confirmMoneyWith(ports: ConfirmMoneyPorts): ConfirmMoney {
  return async (reason) => {
    if (!ports.enabled()) return 'off';
    const biometry = await ports.biometry();
    if (!biometry) return 'unavailable';
    return biometry.confirmWithBiometrics(Array.from(ports.describe(reason)).slice(0, REASON_MAX).join(''));
  };
}

/** The actor of a machine's gate state; provided by `confirmMoneyActor(ports.confirmMoney)`. */
export const confirmMoneyLogic = fromPromise<BiometricOutcome, MoneyReason>(async () => 'off');

/** The gate as a machine actor; without a gate (tests of other things, or no settings) it is off. */
export function confirmMoneyActor(confirm: ConfirmMoney | undefined) {
  return confirm ? fromPromise<BiometricOutcome, MoneyReason>(({ input }) => confirm(input)) : confirmMoneyLogic;
}

/** What a gate's done or error event says: null when the money may move, else why not. */
export function biometricRefusalOf(event: object): BiometricRefusal | null {
  if (!('output' in event)) return 'unavailable';
  return event.output === 'granted' || event.output === 'off' ? null : event.output === 'denied' ? 'denied' : 'unavailable';
}

/** The context every gated machine keeps: why the last confirmation was refused, null otherwise. */
export interface BiometricGateContext {
  readonly biometrics: BiometricRefusal | null;
}

/** The named guard a gated machine spreads into its setup. */
export const biometricGuards = {
  biometricsPassed: ({ event }: { readonly event: object }) => biometricRefusalOf(event) === null,
};

/**
 * For the actions a gated machine names in its setup (typed there, against its own context):
 *   noteBiometricRefusal: assign({ biometrics: refusalOfEvent }),
 *   forgetBiometricRefusal: assign({ biometrics: null }),
 */
export const refusalOfEvent = ({ event }: { readonly event: object }): BiometricRefusal | null => biometricRefusalOf(event);

/**
 * The gate's state, the same in every money machine: asks with the reason the context describes;
 * passed (granted, or the setting off) goes on to `passed`, refused back to `refused` with the
 * reason noted. The key the machine kept before entering is not touched, so a retry reuses it.
 */
export function biometricGateState<C, const P extends string, const R extends string>(options: {
  readonly reason: (context: C) => MoneyReason;
  readonly passed: P;
  readonly refused: R;
  readonly tags?: readonly string[];
}) {
  return {
    description: "The messenger's biometric prompt, when the person turned it on; nothing moves until it passes.",
    tags: ['authorizing', ...(options.tags ?? [])],
    entry: 'forgetBiometricRefusal' as const,
    invoke: {
      src: 'confirmMoney' as const,
      input: ({ context }: { readonly context: C }) => options.reason(context),
      onDone: [
        { guard: 'biometricsPassed' as const, target: options.passed },
        { target: options.refused, actions: 'noteBiometricRefusal' as const },
      ],
      onError: { target: options.refused, actions: 'noteBiometricRefusal' as const },
    },
  };
}

/**
 * The screen's ports with the gate added, for a money machine's provide function. Not a spread
 * (`{ ...ports, confirmMoney }`): the mining ports are read through the composed ports' proxy
 * (adapters/compose.ts makes each on first use) and are no own keys of it, so a copy silently lost
 * them, and staking's and the purchases' calls failed before any request went out. The ports stay
 * the prototype, so every read they answer still reaches them.
 */
export function withConfirmMoney<P extends object>(ports: P, confirmMoney: ConfirmMoney): P & { readonly confirmMoney: ConfirmMoney } {
  return Object.create(ports, { confirmMoney: { value: confirmMoney, enumerable: true } }) as P & { readonly confirmMoney: ConfirmMoney };
}
