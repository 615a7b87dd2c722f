/**
 * Styles cannot depend on which screen loaded first (issue 10): the only global stylesheets are
 * ui/styles/ (loaded with the entry); everything else is a CSS module, and a screen imports only
 * its own folder's modules or the shared components'. The old bugs (/confirmSwap using the send
 * stylesheet's .summary, two .picker__list rules in two screens' stylesheets) fail these checks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const UI = resolve('ui');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const sources = files(UI).filter((path) => /\.tsx?$/.test(path));
const cssImports = sources.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/import\s+(?:\w+\s+from\s+)?'([^']+\.css)'/g)].map((match) => ({
    file: relative(UI, file),
    css: relative(UI, resolve(dirname(file), match[1] ?? '')),
  })),
);

describe('stylesheets', () => {
  it('are global only under ui/styles/, imported by the entry', () => {
    const globals = cssImports.filter(({ css }) => !css.endsWith('.module.css'));
    expect(globals).toEqual([{ file: 'main.tsx', css: 'styles/app.css' }]);
    const stray = files(UI).filter((path) => path.endsWith('.css') && !path.endsWith('.module.css') && !relative(UI, path).startsWith('styles/'));
    expect(stray.map((path) => relative(UI, path))).toEqual([]);
  });

  it("are never another screen folder's: a screen uses its own modules and the components'", () => {
    const foreign = cssImports.filter(({ file, css }) => {
      if (css.startsWith('components/') || css.startsWith('styles/')) return false;
      return dirname(css) !== dirname(file);
    });
    expect(foreign).toEqual([]);
  });

  it('leave no class of a global stylesheet defined twice', () => {
    const global = files(join(UI, 'styles')).filter((path) => path.endsWith('.css'));
    const rules = global.flatMap((path) =>
      [...readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/^([^{@}\n][^{]*)\{/gm)].map((match) => (match[1] ?? '').trim()),
    );
    const selectors = rules.flatMap((rule) => rule.split(',').map((selector) => selector.trim())).filter((selector) => /^\.[\w-]+$/.test(selector));
    const twice = selectors.filter((selector, index) => selectors.indexOf(selector) !== index);
    expect(twice).toEqual([]);
  });
});
