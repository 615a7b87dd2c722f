/**
 * The inline script of index.html (see early-reads.ts). The build compiles it on its own and puts
 * it at the end of the body, after the injected configuration and the prerendered home's templates;
 * `__EARLY_CATALOGS__` is the language -> catalog chunk map the build knows (empty in development).
 */
import { browserEarlyEnvironment, startEarlyReads } from './early-reads';

declare const __EARLY_CATALOGS__: Readonly<Record<string, string>>;
/** The app's base path: where the home is. */
declare const __EARLY_HOME_PATH__: string;

try {
  window.__EARLY_READS__ = startEarlyReads(browserEarlyEnvironment(__EARLY_HOME_PATH__), __EARLY_CATALOGS__) ?? undefined;
} catch {
  // Only a shortcut: the app makes its own calls when this finds nothing.
}
