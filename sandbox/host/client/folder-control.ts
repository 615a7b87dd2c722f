/**
 * A chat folder the app opened (t.me/addlist/<slug>; the folder task, issue 20): the messenger shows
 * the folder with its channels, Add folder (joins every one of them) and Remove (leaves them), as
 * the page's Join and Leave do for one channel. Through the page's own server (task-relays.ts),
 * relayed to the mining API's controls; the app learns it when the task is checked. Every text the
 * answer carries goes in with textContent.
 */
import { sandboxControlHeaders } from '../../platform/http/control-header';
import type { Log } from './user-controls';

export interface FolderElements {
  readonly dialog: HTMLElement;
  readonly name: HTMLElement;
  readonly channels: HTMLUListElement;
  readonly status: HTMLElement;
  readonly add: HTMLButtonElement;
  readonly remove: HTMLButtonElement;
  readonly close: HTMLButtonElement;
}

interface FolderAnswer {
  readonly title?: unknown;
  readonly channels?: unknown;
}

export interface FolderControl {
  open(slug: string): void;
  hide(): void;
}

export function startFolderControl(ui: FolderElements, currentUserId: () => number | null, log: Log): FolderControl {
  let opened: string | null = null;

  const show = (answer: FolderAnswer): void => {
    const channels = Array.isArray(answer.channels) ? (answer.channels as { channel?: unknown; member?: unknown }[]) : [];
    if (typeof answer.title === 'string') ui.name.textContent = answer.title;
    ui.channels.replaceChildren(
      ...channels.map((entry) => {
        const item = document.createElement('li');
        item.setAttribute('data-testid', 'host-folder-channel');
        item.dataset.member = String(entry.member === true);
        item.textContent = `@${String(entry.channel)}: ${entry.member === true ? 'member' : 'not a member'}`;
        return item;
      }),
    );
    const all = channels.length > 0 && channels.every((entry) => entry.member === true);
    ui.status.textContent = all ? 'The folder is added: you are in every channel.' : 'The folder is not added.';
    ui.dialog.dataset.added = String(all);
  };

  const request = async (slug: string, action: 'add' | 'remove' | null): Promise<void> => {
    const userId = currentUserId();
    if (userId === null) return;
    if (action !== null) log('user', `folder.${action}`, slug);
    try {
      const response =
        action === null
          ? await fetch(`/folders/${encodeURIComponent(slug)}?userId=${String(userId)}`, { cache: 'no-store', headers: sandboxControlHeaders })
          : await fetch(`/folders/${encodeURIComponent(slug)}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', ...sandboxControlHeaders }, body: JSON.stringify({ userId }) });
      const answer = (await response.json()) as FolderAnswer;
      if (!response.ok) throw new Error(`status ${String(response.status)}`);
      if (opened === slug) show(answer);
    } catch (error) {
      ui.status.textContent = `Not done: ${String(error)}`;
      log('note', action === null ? 'folder.read-failed' : `folder.${action}-failed`, String(error), 'error');
    }
  };

  ui.add.addEventListener('click', () => {
    if (opened !== null) void request(opened, 'add');
  });
  ui.remove.addEventListener('click', () => {
    if (opened !== null) void request(opened, 'remove');
  });
  const hide = (): void => {
    opened = null;
    ui.dialog.hidden = true;
  };
  ui.close.addEventListener('click', hide);

  return {
    open: (slug) => {
      opened = slug;
      ui.name.textContent = slug;
      ui.channels.replaceChildren();
      ui.status.textContent = '';
      ui.dialog.dataset.added = 'unknown';
      ui.dialog.hidden = false;
      ui.add.focus();
      void request(slug, null);
    },
    hide,
  };
}
