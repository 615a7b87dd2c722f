import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { AppConfig } from '../adapters/config';
import type { Ports } from '../domain/ports';
import { AppConfigContext } from './config-context';
import type { InspectOption } from './machines/inspector';
import { InspectProvider } from './machines/inspector';
import { PageContext, type PageActions } from './page-context';
import { PortsProvider } from './ports-context';

export interface AppProvidersProps {
  readonly config: AppConfig;
  readonly i18n: I18n;
  readonly ports: Ports;
  readonly page?: PageActions | undefined;
  readonly inspect?: InspectOption;
  readonly children: ReactNode;
}

/** Everything a screen may read from React context, in one place (the app and tests share it). */
export function AppProviders({ config, i18n, ports, page, inspect, children }: AppProvidersProps) {
  const tree = (
    <AppConfigContext.Provider value={config}>
      <I18nProvider i18n={i18n}>
        <PortsProvider ports={ports}>
          <InspectProvider value={inspect}>{children}</InspectProvider>
        </PortsProvider>
      </I18nProvider>
    </AppConfigContext.Provider>
  );
  return page ? <PageContext.Provider value={page}>{tree}</PageContext.Provider> : tree;
}
