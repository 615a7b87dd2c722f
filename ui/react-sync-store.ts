/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here): the shim exists
 * for React before 18, and React 19 exports the hook itself.
 */
export { useSyncExternalStore } from 'react';
