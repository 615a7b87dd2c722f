import type { Migration } from './index';

export const wallet: Migration = { id: '002-wallet', sql: '' };
