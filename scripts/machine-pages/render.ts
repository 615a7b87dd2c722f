/**
 * The pictures as static HTML: one page per machine (nested boxes for nested
 * states, each with its transitions, invoked actors, tags and description) and an index. No script,
 * no font or image, one local stylesheet, nothing that needs a network or an account; the output is
 * deterministic, so the committed pages can be compared with freshly generated ones.
 */
import { statesOf, type MachinePicture, type StatePicture, type TransitionPicture } from './describe';

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The page of a machine, by its id. */
export const pageOf = (machineId: string): string => `${machineId}.html`;

/** An anchor per state id (ids hold dots and may hold '#'). */
const anchorOf = (stateId: string): string => `state-${stateId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The pages' one stylesheet (docs/machines/machines.css). */
export const STYLESHEET_FILE = 'machines.css';

export const STYLESHEET = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1f24; --muted: #5b6470; --line: #c9d1d9; --box: #f6f8fa; --accent: #0a66c2; --tag: #e7f0fb; --final: #1a7f37; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9aa5b1; --line: #3d444d; --box: #161b22; --accent: #58a6ff; --tag: #1f2d3d; --final: #3fb950; } }
* { box-sizing: border-box; }
body { margin: 0; padding: 24px; font: 14px/1.45 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
a { color: var(--accent); }
h1 { font-size: 20px; margin: 0 0 4px; }
.source, .muted { color: var(--muted); }
.state { border: 1.5px solid var(--line); border-radius: 12px; padding: 10px 12px; margin: 10px 0; background: var(--box); }
.state .state { background: var(--bg); }
.state.initial { border-color: var(--accent); border-width: 2.5px; }
.state.final { border-style: double; border-width: 4px; border-color: var(--final); }
.state.parallel > .children { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 0 12px; }
.state:target { outline: 3px solid var(--accent); }
.head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 8px; }
.name { font-weight: 600; font-size: 15px; }
.badge { font-size: 12px; padding: 0 6px; border-radius: 6px; border: 1px solid var(--line); color: var(--muted); }
.tag { font-size: 12px; padding: 0 6px; border-radius: 6px; background: var(--tag); }
.description { margin: 4px 0; }
.facts { margin: 4px 0; padding: 0; list-style: none; color: var(--muted); }
table { border-collapse: collapse; margin: 6px 0; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 3px 8px 3px 0; border-top: 1px solid var(--line); }
th { font-weight: 600; font-size: 12px; color: var(--muted); border-top: 0; }
code { font: 13px ui-monospace, monospace; }
.event { white-space: nowrap; }
`;

const page = (title: string, body: string): string =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escape(title)}</title>\n<link rel="stylesheet" href="${STYLESHEET_FILE}">\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

const list = (items: readonly string[]): string => items.map((item) => `<code>${escape(item)}</code>`).join(', ');

function targetCell(transition: TransitionPicture, keyOfId: ReadonlyMap<string, string>): string {
  if (transition.targets.length === 0) return '<span class="muted">stays</span>';
  const targets = transition.targets.map((id) => `<a href="#${anchorOf(id)}">→ ${escape(keyOfId.get(id) ?? id)}</a>`).join(', ');
  return transition.reenter ? `${targets} <span class="badge">re-enters</span>` : targets;
}

function transitionsTable(state: StatePicture, keyOfId: ReadonlyMap<string, string>): string {
  if (state.transitions.length === 0) return '';
  const rows = state.transitions.map(
    (transition) =>
      `<tr><td class="event"><code>${escape(transition.event)}</code></td><td>${transition.guard ? `<code>[${escape(transition.guard)}]</code>` : ''}</td><td>${targetCell(transition, keyOfId)}</td><td>${list(transition.actions)}${transition.description ? ` <span class="muted">${escape(transition.description)}</span>` : ''}</td></tr>`,
  );
  return `<table><thead><tr><th>event</th><th>guard</th><th>target</th><th>actions</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
}

/** XState names an invocation without an id after its position (`0.purchase.paying`): noise to a reviewer. */
const isGeneratedId = (invokeId: string): boolean => /^\d+\./.test(invokeId);

function invokedActor(src: string, picture: MachinePicture): string {
  const child = picture.actors.find((actor) => actor.name === src)?.machineId;
  return child ? `<code>${escape(src)}</code> (<a href="${pageOf(child)}">machine ${escape(child)}</a>)` : `<code>${escape(src)}</code>`;
}

function stateBox(state: StatePicture, picture: MachinePicture, keyOfId: ReadonlyMap<string, string>, isRoot: boolean): string {
  const classes = ['state', state.type, ...(state.initial ? ['initial'] : [])].join(' ');
  const badges = [
    ...(state.initial ? ['<span class="badge">initial</span>'] : []),
    ...(state.type !== 'atomic' && state.type !== 'compound' ? [`<span class="badge">${state.type}</span>`] : []),
    ...state.tags.map((tag) => `<span class="tag">${escape(tag)}</span>`),
  ];
  const facts = [
    ...(state.entry.length ? [`<li>entry: ${list(state.entry)}</li>`] : []),
    ...(state.exit.length ? [`<li>exit: ${list(state.exit)}</li>`] : []),
    ...state.invoke.map((invoke) => `<li>invokes ${invokedActor(invoke.src, picture)}${isGeneratedId(invoke.id) || invoke.id === invoke.src ? '' : ` as <code>${escape(invoke.id)}</code>`}</li>`),
  ];
  const children = state.states.map((child) => stateBox(child, picture, keyOfId, false)).join('\n');
  return [
    `<section class="${classes}" id="${anchorOf(state.id)}">`,
    `<div class="head"><span class="name">${escape(isRoot ? picture.id : state.key)}</span>${badges.join('')}</div>`,
    ...(state.description ? [`<p class="description">${escape(state.description)}</p>`] : []),
    ...(facts.length ? [`<ul class="facts">${facts.join('')}</ul>`] : []),
    transitionsTable(state, keyOfId),
    ...(children ? [`<div class="children">\n${children}\n</div>`] : []),
    '</section>',
  ]
    .filter(Boolean)
    .join('\n');
}

export function machinePage(picture: MachinePicture): string {
  const keyOfId = new Map(statesOf(picture.root).map((state) => [state.id, state.id === picture.root.id ? picture.id : state.key]));
  const body = [
    '<p><a href="index.html">All machines</a></p>',
    `<h1>${escape(picture.id)}</h1>`,
    `<p class="source"><code>${escape(picture.exportName)}</code> in <code>${escape(picture.module)}</code>. Drawn from the machine's definition by <code>npm run machines</code>; a bold border marks the initial state, a double one a final state.</p>`,
    stateBox(picture.root, picture, keyOfId, true),
  ].join('\n');
  return page(`${picture.id} · machine`, body);
}

export function indexPage(pictures: readonly MachinePicture[]): string {
  const rows = pictures.map((picture) => {
    const states = statesOf(picture.root).length - 1;
    const transitions = statesOf(picture.root).reduce((sum, state) => sum + state.transitions.length, 0);
    return `<tr><td><a href="${pageOf(picture.id)}">${escape(picture.id)}</a></td><td><code>${escape(picture.exportName)}</code></td><td><code>${escape(picture.module)}</code></td><td>${states}</td><td>${transitions}</td></tr>`;
  });
  const body = [
    '<h1>The machines of domain/</h1>',
    '<p class="source">Every XState machine that <code>domain/</code> exports, drawn from its own definition by <code>npm run machines</code>. The live Stately inspector (<code>VITE_INSPECT=true</code>) is still there for development.</p>',
    `<table><thead><tr><th>machine</th><th>export</th><th>module</th><th>states</th><th>transitions</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`,
  ].join('\n');
  return page('The machines of domain/', body);
}
