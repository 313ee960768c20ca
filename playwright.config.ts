import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * Browser tests run Debian's Chromium (never a downloaded browser) against the real server,
 * started by `npm start`'s own entry on a fresh SQLite database (through e2e/serve.mjs, which
 * gives it a private copy of the built web app).
 */
const PORT = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'dishcovery-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    {
      // The wide layout: its screenshots, and the header and footer at 1280 px. The behaviour
      // is the same at every width, so the rest of the suite runs on the phone only (it also keeps
      // the run inside the server's per-client limit on account creation).
      name: 'desktop',
      testMatch: [
        'screenshots.spec.ts',
        'chrome.spec.ts',
        'layout.spec.ts',
        'cook-units.spec.ts',
        'cook-mode-layout.spec.ts',
        'plan-visitor.spec.ts',
        'cook-day.spec.ts',
        'shopping-print.spec.ts',
        'shopping-compact.spec.ts',
        'pantry.spec.ts',
        'dark-mode.spec.ts',
        'pantry-ties.spec.ts',
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    // scripts/start.mjs (npm start), serving a private copy of web/dist: see e2e/serve.mjs.
    command: 'node e2e/serve.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    // A cold start builds the web app and stores the catalog; pictures are drawn in the background.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}`,
      LOG_LEVEL: 'warn',
      E2E_DATA_DIR: dataDir,
    },
  },
});
