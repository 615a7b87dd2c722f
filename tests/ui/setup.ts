import { afterEach } from 'vitest';

// Files that opt into the node environment (the catalog check) have no DOM to set up.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');

  // jsdom has no layout, so no scrolling; the router's scroll restoration calls it on navigation.
  window.scrollTo = () => undefined;

  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
