/**
 * The decisions are split by topic under docs/decisions/ (issue 39), and code comments, README
 * and the docs point at them as `docs/decisions/<topic>.md "Section"`. A reference that names a
 * topic file that does not exist, or a section that is not in that file (a heading, or an item's
 * bold lead such as `**Boot in short tasks.**`), fails here, so a renamed heading or a moved
 * section cannot leave a comment pointing nowhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['adapters', 'domain', 'sandbox', 'scripts', 'tests', 'ui', 'docs'];
const TOP_FILES = ['README.md', 'vite.config.ts', 'vitest.config.ts', 'eslint.config.js', 'lingui.config.ts', 'package.json'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|css|html|sql)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : TEXT.test(name) ? [path] : [];
  });
}

const sources = [...ROOTS.filter((root) => existsSync(root)).flatMap(files), ...TOP_FILES.filter((f) => existsSync(f))];

/** What a reference may name in a decisions file: its headings and its items' bold leads. */
function anchors(path: string): { headings: Set<string>; leads: string[] } {
  const text = readFileSync(path, 'utf8');
  const headings = new Set([...text.matchAll(/^#{1,4} (.+)$/gm)].map((m) => (m[1] ?? '').trim()));
  const leads = [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => (m[1] ?? '').trim());
  return { headings, leads };
}

/** A comment's text with its line breaks and comment markers taken out, so a wrapped name reads whole. */
const unwrap = (text: string) => text.replace(/\s*\n\s*(?:\/\/+|\*|#)?\s*/g, ' ');

type Reference = { file: string; target: string; sections: string[] };

function references(): Reference[] {
  return sources.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/docs\/decisions(\.md|\/[\w.-]+\.md)/g)].map((match) => {
      const target = `docs/decisions${match[1] ?? ''}`;
      const after = unwrap(text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 400));
      const list = /^[`]?\s*[(:,]?\s*((?:"[^"]+"(?:,\s*|\s+and\s+)?)+)/.exec(after);
      const sections = list ? [...(list[1] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '') : [];
      return { file, target, sections };
    });
  });
}

describe('references to the decisions', () => {
  const all = references();

  it('are found (the scan reads the tree)', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.some((ref) => ref.sections.length > 0)).toBe(true);
  });

  it('name a decisions file that exists and sections that file has', () => {
    const broken = all.flatMap(({ file, target, sections }) => {
      if (!existsSync(resolve(target))) return [`${file}: ${target} does not exist`];
      if (sections.length === 0) return [];
      const { headings, leads } = anchors(target);
      // A heading may be named without its closing "(issue N)": "Banners" for "Banners (issue 25)".
      const shortHeadings = new Set([...headings].map((heading) => heading.replace(/\s*\([^)]*\)$/, '')));
      return sections
        .filter((name) => !headings.has(name) && !shortHeadings.has(name) && !leads.some((lead) => lead.replace(/\.$/, '').startsWith(name.replace(/\.$/, ''))))
        .map((name) => `${file}: ${target} has no section "${name}"`);
    });
    expect(broken).toEqual([]);
  });

  it('every topic file is listed in the index', () => {
    const index = readFileSync('docs/decisions/README.md', 'utf8');
    const topics = readdirSync('docs/decisions').filter((name) => name.endsWith('.md') && name !== 'README.md');
    expect(topics.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });
});
