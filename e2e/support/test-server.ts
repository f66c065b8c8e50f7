// Starts the production build for browser tests: a PostgreSQL server from the embedded binaries in a temp
// dir, then `node dist/server/index.js` pointed at it through DATABASE_URL (the scale-out code path), with a
// local OpenID provider standing in for Google and a local SMTP server catching e-mail.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDemoAccounts } from '../../src/server/accounts';
import { createAuth } from '../../src/server/auth';
import { createDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDemoIfEmpty } from '../../src/server/db/seed/demo-seed';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { createMailer } from '../../src/server/mail/mailer';
import { startLlmStandIn } from '../../src/server/test/llm-stand-in';
import { startOidcStandIn } from '../../src/server/test/oidc-stand-in';
import { startSmtpStandIn } from '../../src/server/test/smtp-stand-in';
import { startStripeStandIn } from '../../src/server/test/stripe-stand-in';
import { E2E_YOUTUBE_CHANNEL, startYouTubeStandIn } from '../../src/server/test/youtube-stand-in';
import { E2E_DEMO_PASSWORD, e2eStatePath } from './e2e-state';

const port = process.env.E2E_PORT ?? '3199';
const publicUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-e2e-'));
fs.chmodSync(dataDir, 0o755);
const database = await startEmbeddedPostgres({
  dataDir: path.join(dataDir, 'postgres'),
  durability: 'throwaway',
});
const oidc = await startOidcStandIn({ redirectUri: `${publicUrl}/api/auth/callback/google` });
const smtp = await startSmtpStandIn({ mailDir: path.join(dataDir, 'mail') });
const youtube = await startYouTubeStandIn();
youtube.channels.set(E2E_YOUTUBE_CHANNEL, { fixture: 'channel-feed.xml' });
// Payments go through the local Stripe stand-in, which sends its signed webhooks here (e2e/billing.spec.ts). The
// "payments are not set up" state of a server without Stripe is the checkout page's unit test and the API tests'.
const stripe = await startStripeStandIn({ webhookUrl: `${publicUrl}/api/billing/webhook` });
// Ask Qamar's model: a local OpenAI-compatible stand-in, so the helper exists in the browser tests (e2e/ask-qamar).
const llm = await startLlmStandIn();
fs.writeFileSync(
  e2eStatePath(port),
  JSON.stringify({
    databaseUrl: database.url,
    mailDir: path.join(dataDir, 'mail'),
    // The local media storage of a server without S3 settings (uploads.service.ts).
    mediaDir: path.join(dataDir, 'media'),
    oidcIssuer: oidc.issuer,
    stripeUrl: stripe.url,
  }),
);

// The server runs in production mode, where the demo sign-ins are never created and the published demo password
// never works: the demo catalog and its sign-ins, with the tests' own password, are written before it starts.
const authSecret = randomBytes(32).toString('hex');
{
  const db = createDatabase(database.url, { max: 2 });
  await runMigrations(db);
  await seedDemoIfEmpty(db);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
  });
  const logger = createLogger('silent');
  const mailer = createMailer({ smtpUrl: undefined, from: env.mailFrom, dataDir, logger });
  await ensureDemoAccounts(db, createAuth({ db, env, logger, mailer }), E2E_DEMO_PASSWORD);
  await db.$client.end();
}

const server = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    AUTH_SECRET: authSecret,
    DATABASE_URL: database.url,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    YOUTUBE_FEED_BASE_URL: youtube.baseUrl,
    ...stripe.env,
    TUTOR_LLM_BASE_URL: llm.baseUrl,
    TUTOR_LLM_MODEL: 'stand-in-tutor',
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  await Promise.allSettled([
    database.stop(),
    oidc.close(),
    smtp.close(),
    youtube.close(),
    stripe.close(),
    llm.close(),
  ]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(e2eStatePath(port), { force: true });
  process.exit(code);
}
server.on('exit', (code) => void stop(code ?? 1));
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
