import type { Migration } from './index';

export const platform: Migration = { id: '001-platform', sql: '' };
