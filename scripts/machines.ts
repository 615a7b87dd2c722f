/**
 * `npm run machines`: draws every machine of domain/ into docs/machines/ (one page per machine and
 * an index), for design reviews with no network and no account. The pages are derived and git
 * ignores them (docs/decisions/ui-and-finish.md "Machines drawn offline (`npm run machines`)").
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MACHINE_PAGES_DIR, machinePages } from './machine-pages/generate';

const repository = process.cwd();
const directory = join(repository, MACHINE_PAGES_DIR);
const pages = await machinePages(repository);
await mkdir(directory, { recursive: true });
// A machine that is gone takes its page with it.
for (const file of await readdir(directory)) if (/\.(html|css)$/.test(file) && !pages.has(file)) await rm(join(directory, file));
for (const [file, html] of pages) await writeFile(join(directory, file), html);
console.log(`${pages.size - 2} machines drawn in ${MACHINE_PAGES_DIR}/ (open index.html)`);
