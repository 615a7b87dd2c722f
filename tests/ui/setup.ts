import { afterEach } from 'vitest';

// Files that opt into the node environment (the catalog check) have no DOM to set up.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');

  // Screens are lazy chunks that Vite transforms on first import; on a busy 2-core machine the
  // first import can take seconds, and the default 1 s wait of findBy/waitFor then fails a test
  // that has nothing wrong. An upper bound, not a timing assertion: passing tests finish sooner.
  configure({ asyncUtilTimeout: 8_000 });

  // jsdom has no layout, so no scrolling; the router's scroll restoration calls it on navigation.
  window.scrollTo = () => undefined;

  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
