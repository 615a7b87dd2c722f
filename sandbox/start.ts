/**
 * `npm start`: the sandbox backends, the messenger host page and the app, on one machine.
 * Prints one URL: the host page, which frames the app as a signed-in test user.
 *
 * By default the app runs from Vite's dev server (hot reload); `npm start -- --built` builds it and
 * serves dist/ like a static host. Ports and the data folder come from the environment (README).
 *
 * `--workers N` (or SANDBOX_WORKERS=N) runs the API servers (main, mining, host page) in N
 * processes on the same ports, on the PostgreSQL of DATABASE_URL (platform/workers.ts); this
 * process then serves the app and keeps the workers running.
 */
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { build } from 'vite';
import { appStaticServer } from './platform/app-server';
import { startDevAppServer } from './platform/dev-app-server';
import { hostServer } from './host/server';
import { startSandbox, type SandboxHandle } from './server';
import { isApiWorker, runWorkers, workerReady, workersOption, workersRefusal } from './platform/workers';

const port = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535) throw new Error(`${name} must be a port number`);
  return value;
};

const ports = {
  host: port('SANDBOX_HOST_PORT', 5170),
  app: port('SANDBOX_APP_PORT', 5173),
  mainPrimary: port('SANDBOX_MAIN_PORT', 5181),
  mainBackup: port('SANDBOX_MAIN_BACKUP_PORT', 5182),
  mining: port('SANDBOX_MINING_PORT', 5183),
};
const url = (p: number): string => `http://127.0.0.1:${String(p)}`;
const built = process.argv.includes('--built');
const dataDir = process.env.SANDBOX_DATA_DIR ?? resolve('.sandbox-data');

const config = {
  mainServers: [url(ports.mainPrimary), url(ports.mainBackup)],
  miningServers: [url(ports.mining)],
  messengerOrigin: url(ports.host),
  externalWallet: 'sandbox',
  inspect: process.env.VITE_INSPECT === 'true',
};

const databaseUrl = process.env.DATABASE_URL || undefined;

/** The API servers and the host page, on the one store: this process, or each worker. */
function startApi(): Promise<SandboxHandle<'host'>> {
  return startSandbox({
    dataDir,
    // A PostgreSQL server instead of the PGlite data folder (README, "Run it").
    databaseUrl,
    ports: { mainPrimary: ports.mainPrimary, mainBackup: ports.mainBackup, mining: ports.mining, host: ports.host },
    allowedOrigins: [url(ports.app), url(ports.host)],
    controlOrigins: [url(ports.host)],
    extraServers: {
      host: (deps) => hostServer(deps, { appUrl: url(ports.app), mainApiUrl: url(ports.mainPrimary), miningApiUrl: url(ports.mining), botToken: deps.botToken }),
    },
  });
}

/** A worker: its API servers, until the primary ends it. */
async function worker(): Promise<void> {
  const sandbox = await startApi();
  workerReady(sandbox.urls);
  process.once('SIGTERM', () => void sandbox.close().then(() => process.exit(0)));
  // Ctrl-C reaches the whole process group: the primary ends the workers.
  process.on('SIGINT', () => {});
}

async function main(): Promise<void> {
  const workers = workersOption();
  const refusal = workersRefusal(workers, databaseUrl);
  if (refusal !== null) {
    console.error(`\n  ${refusal}\n`);
    process.exit(1);
  }
  let closeApi: () => Promise<void>;
  if (workers > 1) {
    const running = await runWorkers(workers);
    closeApi = () => running.stop();
  } else {
    const sandbox = await startApi();
    closeApi = () => sandbox.close();
  }

  let closeApp: () => Promise<void>;
  if (built) {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
    const server = serve({ fetch: appStaticServer({ distDir: resolve('dist'), config }).fetch, hostname: '127.0.0.1', port: ports.app });
    closeApp = () => new Promise((done) => server.close(() => done()));
  } else {
    const dev = await startDevAppServer({ port: ports.app, config });
    closeApp = () => dev.close();
  }

  const store = databaseUrl ? 'the PostgreSQL server of DATABASE_URL' : dataDir;
  const apiProcesses = workers > 1 ? `; API in ${String(workers)} worker processes` : '';
  console.log(`\n  Sandbox: simulated chains and payments, no real funds. Data in ${store}${apiProcesses}\n`);
  console.log(`  Open ${url(ports.host)}/\n`);

  const shutdown = async (): Promise<void> => {
    await closeApp();
    await closeApi();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

(isApiWorker() ? worker() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
