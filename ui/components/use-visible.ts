import { useEffect, useRef } from 'react';

/** The scroll trigger of infinite lists (seed 000 §2): fires when 10 percent of it is visible. */
export const SCROLL_TRIGGER_THRESHOLD = 0.1;

export const canObserve = (): boolean => typeof IntersectionObserver !== 'undefined';

/**
 * Calls `onVisible` each time the element enters the viewport while `enabled`. Returns the ref to
 * put on the trigger element.
 */
export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: SCROLL_TRIGGER_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
