/**
 * What the app asks of the page itself, outside any port: today only a reload (the hidden reset).
 * A context rather than a direct `window.location.reload()` call so tests can observe it; jsdom's
 * location cannot be spied on.
 */
import { createContext, useContext } from 'react';

export interface PageActions {
  reload(): void;
}

const browserPage: PageActions = { reload: () => window.location.reload() };

export const PageContext = createContext<PageActions>(browserPage);

export const usePage = (): PageActions => useContext(PageContext);
