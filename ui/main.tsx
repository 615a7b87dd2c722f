/**
 * The entry point, deliberately tiny (docs/decisions.md "The home's first load"). The page already
 * shows the prerendered home (and maybe its total) when this runs; the app's JavaScript, preloaded
 * by index.html, is evaluated only after that frame is painted, and in two tasks rather than one:
 * React first, then the rest of the app (start.tsx). On a slow phone a single evaluation of it all
 * is one task of several hundred milliseconds, during which nothing can be painted or tapped.
 */
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
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  await start();
}

void load();
