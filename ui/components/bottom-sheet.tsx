/**
 * A modal bottom sheet: role="dialog" with aria-modal, labelled by its title, focus moved inside on
 * open, kept inside with Tab, returned to the opener on close; Escape, the backdrop and a swipe down
 * on its title bar close it, and so does the messenger's back (and only it, not the page as well). It slides in unless the user asks for less motion (the CSS module).
 * Hand-made rather than <dialog>.showModal() so it behaves the same in every messenger web view.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import type { DestructiveConfirmation } from '../../domain/shared/messenger-native';
import { usePorts } from '../ports-context';
import { openModals } from '../routes/back-override';
import { Button } from './button';
import styles from './bottom-sheet.module.css';
import { CloseIcon } from './icons';

/**
 * What every modal of the app does with the keyboard: on open, focus moves to its first control (or
 * the panel); Tab and Shift+Tab stay inside; Escape closes; on close, focus returns to what had it
 * before. The bottom sheet and the banner dialog share it (here rather than in a module of its own,
 * which would be one more chunk the home's first load names).
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useModalFocus<E extends HTMLElement>(onClose: () => void): { readonly panel: RefObject<E | null>; readonly onKeyDown: (event: KeyboardEvent<E>) => void } {
  const panel = useRef<E>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // The messenger's back closes this modal, not the page under it, while it is open (the newest first).
  useEffect(() => {
    const entry = () => close.current();
    openModals.push(entry);
    return () => {
      const index = openModals.lastIndexOf(entry);
      if (index >= 0) openModals.splice(index, 1);
    };
  }, []);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<E>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { panel, onKeyDown };
}

export interface BottomSheetProps {
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** The sheet's actions, under its content (a full-width main button). */
  readonly actions?: ReactNode;
}

/** How far down (px) a drag of the title bar must go to close the sheet. */
export const SWIPE_CLOSE_DISTANCE = 80;

/** Drag-to-close on the title bar: the panel follows the finger down and closes past the distance. */
function useSwipeDown(onClose: () => void) {
  const start = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);
  const offset = (event: PointerEvent) => (start.current === null ? 0 : Math.max(0, event.clientY - start.current));
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.target instanceof Element && event.target.closest('button')) return;
      start.current = event.clientY;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => setDistance(offset(event)),
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      const travelled = offset(event);
      start.current = null;
      setDistance(0);
      if (travelled >= SWIPE_CLOSE_DISTANCE) onClose();
    },
    onPointerCancel: () => {
      start.current = null;
      setDistance(0);
    },
  };
  return { handlers, style: distance > 0 ? { transform: `translateY(${String(distance)}px)` } : undefined };
}

export function BottomSheet({ title, onClose, children, actions }: BottomSheetProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { panel, onKeyDown } = useModalFocus<HTMLDivElement>(onClose);
  const swipe = useSwipeDown(onClose);

  return (
    <div className={styles.sheet}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} style={swipe.style}>
        <div className={styles.header} data-testid="sheet-grip" {...swipe.handlers}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t`Close`} onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </div>
        {children}
        {actions ? <div className={styles.footer}>{actions}</div> : null}
      </div>
    </div>
  );
}

interface PendingQuestion {
  readonly request: DestructiveConfirmation;
  readonly resolve: (confirmed: boolean) => void;
}

/**
 * A destructive choice (stop a copy trade, leave an alliance) asked in the messenger's own popup,
 * with a destructive button; where the client has no popup, in this app's sheet instead, which
 * traps focus like every modal here. `ask` resolves true only for the destructive answer; render
 * `dialog` where the screen is. Here rather than in a module of its own: one more lazy chunk would
 * be named in the home's start chunk (docs/decisions/launch-and-messenger.md "Native messenger features").
 */
export function useDestructiveConfirm(): { readonly ask: (request: DestructiveConfirmation) => Promise<boolean>; readonly dialog: ReactNode } {
  const { messenger } = usePorts();
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const ask = useCallback(
    async (request: DestructiveConfirmation) => (await (await messenger.native())?.confirmDestructive(request)) ?? new Promise<boolean>((resolve) => setPending({ request, resolve })),
    [messenger],
  );
  if (!pending) return { ask, dialog: null };
  const answer = (confirmed: boolean) => {
    setPending(null);
    pending.resolve(confirmed);
  };
  const { title, message, confirm, cancel } = pending.request;
  const dialog = (
    <BottomSheet
      title={title}
      onClose={() => answer(false)}
      actions={
        <>
          <Button className={styles.destructive} onClick={() => answer(true)} data-testid="confirm-destructive">
            {confirm}
          </Button>
          <Button onClick={() => answer(false)} data-testid="confirm-cancel">
            {cancel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </BottomSheet>
  );
  return { ask, dialog };
}
