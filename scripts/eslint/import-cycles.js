// A lint rule: no import cycle between the project's modules, type-only imports included.
// import-x/no-cycle skips `import type` on purpose (types vanish at run time), but a type cycle
// still ties modules together: a change to one side re-checks, and often reshapes, the other, and
// it is how "feature A imports nothing of feature B" quietly stops holding. Dynamic `import()` is
// not a dependency of the importing module's evaluation and is not counted.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function stripComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier);
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

/** The project's module graph, read once per lint run and grown as files are visited. */
const edges = new Map();
function importsOf(file) {
  let found = edges.get(file);
  if (found) return found;
  found = [];
  edges.set(file, found);
  let source = '';
  try {
    source = stripComments(readFileSync(file, 'utf8'));
  } catch {
    return found;
  }
  for (const match of source.matchAll(SPECIFIER)) {
    const target = resolveSpecifier(file, match[1]);
    if (target && /\.tsx?$/.test(target)) found.push({ specifier: match[1], target });
  }
  return found;
}

/** A path from `start` back to `goal`, or null (depth-first, each module visited once). */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, route] = stack.pop();
    for (const { target } of importsOf(file)) {
      if (target === goal) return route;
      if (!seen.has(target)) {
        seen.add(target);
        stack.push([target, [...route, target]]);
      }
    }
  }
  return null;
}

export const importCycles = {
  meta: { type: 'problem', docs: { description: 'No import cycles, type imports included.' }, schema: [] },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    return {
      Program(program) {
        for (const { specifier, target } of importsOf(file)) {
          const route = pathBack(target, file);
          if (!route) continue;
          const node = program.body.find((statement) => statement.source && statement.source.value === specifier) ?? program;
          const shown = route.map((path) => path.slice(root.length + 1)).join(' -> ');
          context.report({ node, message: `Import cycle: ${specifier} -> ${shown} -> back here (type imports count too).` });
        }
      },
    };
  },
};

export default { rules: { 'import-cycles': importCycles } };
