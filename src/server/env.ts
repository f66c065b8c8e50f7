// The only reader of process.env: validates configuration once and fails fast with every problem listed.
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** What this node does in a cluster: `web` serves HTTP, `worker` runs the jobs and schedules, `all` both. */
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  /** On SIGTERM, how long in-flight requests and the held job may take before the node exits anyway. */
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  SEED_DEMO: booleanFlag.optional(),
  SITE_NAME: z.string().min(1).default('Qamar Kids'),
  SUPPORT_EMAIL: z.email().default('support@qamarkids.local'),
  TRUST_PROXY: booleanFlag.default(false),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  /** Tests only: `host=http://127.0.0.1:port,…` sends an allowlisted image host to a local stand-in. */
  IMAGE_PROXY_TEST_HOSTS: z.string().optional(),
  /** The image proxy's disk cache holds at most this many bytes; the least recently used images go first. */
  IMAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .default(512 * 1024 * 1024),
  /** How long the route cache keeps public reads in memory (0 turns it off; decision 031-c). */
  FEED_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  YOUTUBE_FEED_BASE_URL: z.url().default('https://www.youtube.com'),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_BASE_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The footer's social links: each shown only when set. */
  SOCIAL_INSTAGRAM_URL: z.url().optional(),
  SOCIAL_YOUTUBE_URL: z.url().optional(),
  SOCIAL_TIKTOK_URL: z.url().optional(),
  SOCIAL_X_URL: z.url().optional(),
  /** Stripe (README "Payments with Stripe"): without the secret key, payments are not set up. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Tests only: Stripe's API at a local stand-in (`http://127.0.0.1:port`). */
  STRIPE_API_URL: z.url().optional(),
  /**
   * Ask Qamar, the Tutor's optional AI helper (decision 034-q): an OpenAI-compatible chat endpoint (a local model
   * server, say) and its model. Without both, the helper does not exist: no route, no button, no mention.
   */
  TUTOR_LLM_BASE_URL: z.url().optional(),
  TUTOR_LLM_MODEL: z.string().min(1).optional(),
  /** Only if the endpoint wants one; never sent to a browser. */
  TUTOR_LLM_API_KEY: z.string().min(1).optional(),
  /** The longest one reply may take, first word to last; past it the child gets a kind "try again later". */
  TUTOR_LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
  /** Children's viewing history older than this many months is purged daily. */
  VIEW_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  // Video uploads (decision 021-c): Debian's ffmpeg/ffprobe, processed media on disk or S3-compatible storage.
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  TRANSCODE_NICE: z.coerce.number().int().min(0).max(19).default(10),
  TRANSCODE_THREADS: z.coerce.number().int().min(0).max(32).default(0),
  /** Wall-clock cap of one transcode (minutes): one creator's file cannot hold a worker for hours. */
  TRANSCODE_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(100).max(1_000_000).default(2048),
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  seedDemo: boolean;
  isProduction: boolean;
  googleConfigured: boolean;
  mailFrom: string;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.AUTH_SECRET) {
    throw new Error(
      'Invalid configuration:\n  - AUTH_SECRET: required in production (at least 32 random characters)',
    );
  }
  if (isProduction && env.IMAGE_PROXY_TEST_HOSTS) {
    throw new Error('Invalid configuration:\n  - IMAGE_PROXY_TEST_HOSTS: not allowed in production');
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  - GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  if (env.STRIPE_SECRET_KEY && !(env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  - STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET are required with STRIPE_SECRET_KEY',
    );
  }
  if (Boolean(env.TUTOR_LLM_BASE_URL) !== Boolean(env.TUTOR_LLM_MODEL)) {
    throw new Error(
      'Invalid configuration:\n  - TUTOR_LLM_BASE_URL and TUTOR_LLM_MODEL must be set together',
    );
  }
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    seedDemo: env.SEED_DEMO ?? !isProduction,
    isProduction,
    googleConfigured: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    mailFrom: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@qamarkids.local>`,
  };
}
