/**
 * The pages `npm run machines` writes to docs/machines/, as a map from file name to content: one
 * for the CLI (scripts/machines.ts) and for the test that every machine is drawn.
 */
import { describeMachine } from './describe';
import { discoverMachines, isMachine } from './discover';
import { indexPage, machinePage, pageOf, STYLESHEET, STYLESHEET_FILE } from './render';

export const MACHINE_PAGES_DIR = 'docs/machines';

export async function machinePages(repository: string): Promise<Map<string, string>> {
  const found = await discoverMachines(repository);
  const pictures = found.map(({ machine, module, exportName }) => describeMachine(machine, module, exportName, (logic) => (isMachine(logic) ? logic.id : null)));
  const pages = new Map<string, string>([
    [STYLESHEET_FILE, STYLESHEET.trimStart()],
    ['index.html', indexPage(pictures)],
  ]);
  for (const picture of pictures) {
    const file = pageOf(picture.id);
    // Pages are named by machine id: two machines with one id would overwrite each other.
    if (pages.has(file)) throw new Error(`Two machines of domain/ have the id "${picture.id}"; give one another id.`);
    pages.set(file, machinePage(picture));
  }
  return pages;
}
