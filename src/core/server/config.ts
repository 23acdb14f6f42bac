import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or range Fastify's trustProxy understands. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  const maxBits = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= maxBits;
}

/** Every environment variable the server reads, validated once at start. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * Which proxies in front of the server to believe about the client (its address in
     * `X-Forwarded-For`, the scheme and host it used): unset, nobody — a client's own headers are
     * never trusted; a number, that many hops; else a comma-separated list of proxy addresses or
     * ranges (`10.0.0.1, 172.16.0.0/12`, or `loopback`, `linklocal`, `uniquelocal`).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((value, context): false | number | string[] => {
        if (!value || value === 'false') return false;
        if (/^\d+$/.test(value)) return Number(value);
        const entries = value.split(',').map((entry) => entry.trim());
        const wrong = entries.find((entry) => !isProxyAddress(entry));
        if (wrong === undefined) return entries;
        context.addIssue({
          code: 'custom',
          message: `"${wrong}" is not a hop count, an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
        });
        return z.NEVER;
      }),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty`: lines a person reads; `json`: a line of JSON each, for a log collector; `auto`: pretty in a terminal. */
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
    /** Shed load (503 + Retry-After) while the event loop is busier than this share of the time; 0: never. */
    SHED_EVENT_LOOP_UTILIZATION: z.coerce
      .number()
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .default(0.98),
    /**
     * Also shed load while the event loop was late by more than this many ms (the longest wait of
     * the last quarter second): what every request feels, a long block included; 0: never.
     */
    SHED_EVENT_LOOP_DELAY_MS: z.coerce
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(500),
    /**
     * Searches (costly database work) run at once per process, the rest waiting briefly for their
     * turn; default 1 on the embedded database (its queries hold the server's thread), 4 on PostgreSQL.
     */
    SEARCH_CONCURRENCY: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(64, 'must be at most 64')
      .optional(),
    /** A client must have sent its whole request within this many ms (slow clients hold sockets). */
    REQUEST_TIMEOUT_MS: z.coerce
      .number()
      .int('must be a whole number')
      .min(1_000, 'must be at least 1000')
      .default(30_000),
    /**
     * Server processes sharing the port (Node's cluster); more than one needs DATABASE_URL, as
     * the embedded database serves one process.
     */
    WEB_CONCURRENCY: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(64, 'must be at most 64')
      .default(1),
    /** Memory for server-rendered pages kept for anonymous visitors, in MiB; 0 turns the cache off. */
    PAGE_CACHE_MB: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').default(128),
    /** Size and seed of the demo data the setup offers (the wizard's choice, `npm run setup -- --demo`). */
    DEMO_SCHOOLS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
    DEMO_SEED: z.coerce.number().int().default(1),
    /** Send mail through this SMTP server (`smtp://user:pass@host:587`); else Mailjet when configured, else the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /**
     * Mail delivery from the outbox: a failed attempt is tried again after MAIL_RETRY_BASE_MS,
     * doubling each time up to MAIL_RETRY_MAX_MS, and given up after MAIL_MAX_ATTEMPTS; each
     * process looks for due mail every MAIL_POLL_MS (and at once after it queued one).
     */
    MAIL_RETRY_BASE_MS: z.coerce
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(30_000),
    MAIL_RETRY_MAX_MS: z.coerce
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(3_600_000),
    MAIL_MAX_ATTEMPTS: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(10),
    MAIL_POLL_MS: z.coerce
      .number()
      .int('must be a whole number')
      .min(100, 'must be at least 100')
      .default(5_000),
    /**
     * Daily exchange-rate reference feed in the ECB's format (eurofxref-daily.xml or the 90-day
     * history); unset, the rates change only by hand and nothing is fetched. Looked at on start
     * and every EXCHANGE_RATES_FETCH_INTERVAL_MS (the ECB publishes once a working day).
     */
    EXCHANGE_RATES_FEED_URL: z.url('must be a URL').optional(),
    EXCHANGE_RATES_FETCH_INTERVAL_MS: z.coerce
      .number()
      .int('must be a whole number')
      .min(60_000, 'must be at least 60000')
      .default(21_600_000),
    /** Base URLs of outside services, for self-hosted or fake ones in tests. */
    MAILJET_API_URL: z.url('must be a URL').default('https://api.mailjet.com'),
    /** Replaces Mailchimp's `https://<dc>.api.mailchimp.com` (the data centre comes from the key). */
    MAILCHIMP_API_URL: z.url('must be a URL').optional(),
    CAPTCHA_VERIFY_URL: z.url('must be a URL').optional(),
    /** Cloudinary's upload API and delivery host, for a self-hosted fake in tests and development. */
    CLOUDINARY_API_URL: z.url('must be a URL').optional(),
    CLOUDINARY_DELIVERY_URL: z.url('must be a URL').optional(),
    /** The stock-photo service's API (Unsplash's), for a fake in tests and development. */
    UNSPLASH_API_URL: z.url('must be a URL').default('https://api.unsplash.com'),
    /** Replaces Google's and Facebook's OAuth endpoints by `<url>/google/…`, `<url>/facebook/…` (a fake). */
    OAUTH_BASE_URL: z.url('must be a URL').optional(),
  })
  .refine((env) => env.WEB_CONCURRENCY === 1 || env.DATABASE_URL, {
    path: ['WEB_CONCURRENCY'],
    message:
      'more than one process needs DATABASE_URL: the embedded database (PGlite) serves one process; set DATABASE_URL to a PostgreSQL server',
  });

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & {
  DATA_DIR: string;
  /** True when the app serves the Vite dev server instead of the built assets. */
  dev: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming each wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { dev?: boolean } = {}): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR), dev: options.dev ?? false };
}
