/**
 * The app's runtime configuration for screens that show part of it (the bot link). Boot provides
 * the configuration it started with, so a screen never parses it a second time.
 */
import { createContext, useContext } from 'react';
import type { AppConfig } from '../adapters/config';

export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs <AppProviders> above it');
  return config;
}
