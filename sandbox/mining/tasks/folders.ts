/**
 * The messenger's chat folders a task links to (`t.me/addlist/<slug>`; seed 001 §3 "folders"; docs/
 * decisions/tasks.md "Tasks (issue 20)", "The folder task"): each the channels it holds, configuration of
 * the backend as the messenger would know it. Adding the folder on the host page joins every channel
 * of it (the channel records of channels.ts); the folder task is done when the user is a member of
 * every one of them. Read by the tasks' check (verify.ts), the controls and the host page's server.
 */
import type { Queryable } from '../../main/engine/ledger';
import { joinChannel, leaveChannel } from './channels';

export interface TaskFolder {
  readonly title: string;
  readonly channels: readonly string[];
}

/** A folder's slug, as t.me/addlist/<slug> names it. */
export const FOLDER_SLUG_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const TASK_FOLDERS: Readonly<Record<string, TaskFolder>> = {
  // The SWITCH folder: the news channel, the community chat and BigPump's channel.
  switch: { title: 'SWITCH', channels: ['switch_news', 'switch_chat', 'bigpump_news'] },
};

export const taskFolder = (slug: string): TaskFolder | undefined => (Object.hasOwn(TASK_FOLDERS, slug) ? TASK_FOLDERS[slug] : undefined);

/** The folder's channels with whether the user is in each at `now`, in the folder's order. */
export async function folderMembership(q: Queryable, userId: number, folder: TaskFolder, now: number): Promise<{ channel: string; member: boolean }[]> {
  const result = await q.query<{ channel: string }>(`select channel from mining_channel_members where user_id = $1 and joined_at <= $2`, [userId, new Date(now).toISOString()]);
  const joined = new Set(result.rows.map((row) => row.channel));
  return folder.channels.map((channel) => ({ channel, member: joined.has(channel) }));
}

/** The host page's Add folder (join every channel of it) and Remove (leave every one). */
export async function setFolder(q: Queryable, userId: number, folder: TaskFolder, action: 'add' | 'remove', now: number): Promise<void> {
  for (const channel of folder.channels) {
    if (action === 'add') await joinChannel(q, userId, channel, now);
    else await leaveChannel(q, userId, channel);
  }
}
