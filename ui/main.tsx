/**
 * The entry point, deliberately tiny (docs/decisions/first-load-and-speed.md "The home's first load"). The page already
 * shows the prerendered home (and maybe its total) when this runs. The app's JavaScript downloads
 * once the page may spend the network on it (adapters/page/app-chunks.ts), and is evaluated in
 * stages, a task each, so that no single task keeps a slow phone from painting or answering a tap:
 * React, then the libraries, then the schemas, then the app (start.tsx), then its start.
 */
import { browserAppLoadPage, fetchAppChunks, whenAppMayLoad } from '../adapters/page/app-chunks';
import './styles/app.css';

/** After the next frame has been painted; a hidden page (no frames) goes on after a short wait. */
const afterPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function load(): Promise<void> {
  await afterPaint();
  await whenAppMayLoad(browserAppLoadPage());
  fetchAppChunks(document);
  await import('react-dom/client');
  await nextTask();
  await import('./boot-stage-libraries');
  await nextTask();
  await import('./boot-stage-schemas');
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  await start();
}

void load();
