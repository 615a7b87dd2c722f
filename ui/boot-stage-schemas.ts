/**
 * A stage of the app's evaluation (ui/main.tsx): the validation library and the schemas the first
 * screen builds at start (configuration, storage, launch parameters, the home's API answers).
 * Building zod schemas is most of the app's evaluation time; here it is a task of its own.
 */
export { loadConfig } from '../adapters/config';
export { STORAGE_KEYS } from '../domain/storage-keys';
export { walletContract } from '../adapters/http/contract/wallet';
