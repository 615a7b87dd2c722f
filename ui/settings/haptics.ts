/**
 * Feedback a thumb can feel (issue 37; docs/decisions/settings.md "Haptics, once, by the page's
 * own semantics"): which haptic of the platform's vocabulary a press or an appearing message
 * plays, read from the markup the shared components already write (roles, aria state, the primary
 * button's class, `data-haptic`), and the one gate every haptic passes: the person's setting.
 * Lazy-only (the haptics host, after boot): the home's first load carries none of it.
 */
import { settingsStore, type SettingsPorts } from '../../domain/settings/store';
import type { Messenger } from '../../domain/shared/messenger';
import type { Haptic } from '../../domain/shared/messenger-native';
import buttonStyles from '../components/button.module.css';

/** The notifications a component may ask for by `data-haptic` on what appears. */
const NOTIFICATIONS: readonly Haptic[] = ['success', 'warning', 'error'];

const PRESSABLE = 'button, a, input, select, [role="tab"], [role="radio"], [role="option"], [role="switch"]';

/** Plays a haptic unless the person turned haptics off in settings (the messenger's own guard covers a client without them). */
export function playHaptic(ports: SettingsPorts & { readonly messenger: Pick<Messenger, 'haptic'> }, kind: Haptic): void {
  if (settingsStore(ports).get().haptics) ports.messenger.haptic(kind);
}

/**
 * The haptic a press on `target` plays, judged before the press changes anything (the capture
 * phase): a selection change for a tab, a radio, an option, a segment (aria-pressed) or a switch
 * that is not already the chosen one; a light impact for a primary button (Button's primary and
 * main variants, or a link drawn as one); nothing for every other control. A slider is felt by its
 * input events instead (`hapticForInput`).
 */
export function hapticForPress(target: EventTarget | null): Haptic | null {
  const control = target instanceof Element ? target.closest(PRESSABLE) : null;
  if (!control || control.matches(':disabled, [aria-disabled="true"]')) return null;
  if (control.matches('input[type="checkbox"], [role="switch"]')) return 'selection';
  if (control.matches('input[type="radio"]')) return (control as HTMLInputElement).checked ? null : 'selection';
  if (control.matches('[role="tab"], [role="radio"], [role="option"], [aria-pressed]')) {
    const chosen = control.getAttribute('aria-selected') ?? control.getAttribute('aria-checked') ?? control.getAttribute('aria-pressed');
    return chosen === 'true' ? null : 'selection';
  }
  if (control.matches('input, select')) return null;
  return control.classList.contains(buttonStyles.primary ?? '') ? 'light' : null;
}

/** A slider's step or a picker's (select's) new choice is a selection change. */
export function hapticForInput(target: EventTarget | null): Haptic | null {
  return target instanceof Element && target.matches('input[type="range"], select') ? 'selection' : null;
}

/** What a marked element that just appeared (or just got its text) plays: its data-haptic, else an alert's error. */
function markedHaptic(element: Element): Haptic | null {
  if (!element.textContent?.trim()) return null;
  const asked = element.getAttribute('data-haptic') as Haptic | null;
  if (asked !== null) return NOTIFICATIONS.includes(asked) ? asked : null;
  return element.getAttribute('role') === 'alert' ? 'error' : null;
}

const MARKED = '[data-haptic], [role="alert"]';

/**
 * The notification a node added to the page plays: a message that appears in (or as) an alert is
 * an error (the server refused, a call failed) unless it says it is a warning (a field's
 * validation, a high price impact); a success panel is a success. A node added anywhere else plays
 * nothing. The strongest of several wins (`strongerHaptic`).
 */
export function hapticForAddedNode(node: Node): Haptic | null {
  const element = node instanceof Element ? node : node.parentElement;
  if (!element) return null;
  const around = element.closest(MARKED);
  if (around) return markedHaptic(around);
  let felt: Haptic | null = null;
  for (const inside of element.querySelectorAll(MARKED)) felt = strongerHaptic(felt, markedHaptic(inside));
  return felt;
}

const RANK: Readonly<Record<Haptic, number>> = { selection: 0, light: 1, success: 2, warning: 3, error: 4 };

/** Of two haptics due at once, the one that says more: an error over a warning over a success. */
export function strongerHaptic(a: Haptic | null, b: Haptic | null): Haptic | null {
  if (a === null) return b;
  if (b === null) return a;
  return RANK[b] > RANK[a] ? b : a;
}
