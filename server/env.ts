import { z } from 'zod';
import { donorsOrigin, donorsUrlProblem } from '#domain/donors/crm-url';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const proxyAddress = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
]);

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For (and -Host, -Proto) to believe: none (unset or
 * `0`), a hop count (`1`: the one reverse proxy in front), or the proxies' addresses and ranges,
 * comma-separated. Never everyone: the client's address is what sign-in throttling counts.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const addresses = value.split(',').map((address) => address.trim());
    const bad = addresses.find((address) => !proxyAddress.safeParse(address).success);
    if (bad === undefined) return addresses;
    context.addIssue({
      code: 'custom',
      message: `"${bad}" is not a hop count, an IP address or range, loopback, linklocal or uniquelocal`,
    });
    return z.NEVER;
  });

/** The server's environment variables (README "Configuration variables"), checked at start. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    NODE_ENV: z.string().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'A postgres:// URL')
      .optional(),
    CONFIG_DIR: z.string().optional(),
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'An smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Collegium <no-reply@college.test>'),
    COOKIE_SECRET: z.string().min(32, 'At least 32 characters').optional(),
    TRUST_PROXY: trustProxy.optional().transform((value) => value ?? false),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
    /** Seed demo data into an empty database even in production. */
    SEED_DEMO: flag.default(false),
    /** How many students and applications the demo seed makes (the end-to-end tests use fewer). */
    SEED_STUDENTS: z.coerce.number().int().min(2).max(100_000).optional(),
    SEED_APPLICATIONS: z.coerce.number().int().min(0).max(100_000).optional(),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(12 * 60),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .default(14 * 24),
    /** API processes sharing PORT (node:cluster); more than one needs PostgreSQL. */
    API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /** The course platform (Moodle) and its web-service token, for the module sync report. */
    MOODLE_URL: z.url().optional(),
    MOODLE_TOKEN: z.string().min(1).optional(),
    /** Xero (a Custom Connection, client-credentials grant): invoices, credit notes, payments. */
    XERO_CLIENT_ID: z.string().min(1).optional(),
    XERO_CLIENT_SECRET: z.string().min(1).optional(),
    /** Where Xero is (its real addresses by default; tests point them at a double). */
    XERO_IDENTITY_URL: z.url().optional(),
    XERO_API_URL: z.url().optional(),
    /** Scopes to ask for, space-separated (connections made from 29 April 2026: granular ones). */
    XERO_SCOPES: z.string().min(1).optional(),
    /** The sales account of invoice lines, the bank account of payments, the lines' tax code. */
    XERO_SALES_ACCOUNT: z.string().min(1).max(10).default('200'),
    XERO_BANK_ACCOUNT: z.string().min(1).max(10).default('090'),
    XERO_TAX_TYPE: z.string().min(1).max(50).optional(),
    /** Minutes between syncs (0: only when finance staff press "Sync now"). */
    XERO_SYNC_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
    /** The donor system's page of a donor, e.g. `https://crm.example/donor/{id}` (Donor record). */
    DONORS_URL: z
      .string()
      .trim()
      .superRefine((value, context) => {
        const problem = donorsUrlProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  })
  // PGlite keeps its database in one process's memory over DATA_DIR: a second process opening
  // the same folder would corrupt it, so only PostgreSQL is shared.
  .refine((env) => env.API_PROCESSES === 1 || env.DATABASE_URL !== undefined, {
    path: ['API_PROCESSES'],
    message:
      'More than one API process needs DATABASE_URL (PostgreSQL): the embedded database in DATA_DIR serves one process',
  })
  // A URL without its token (or the reverse) is a half-done setup: say so at start.
  .refine((env) => (env.MOODLE_URL === undefined) === (env.MOODLE_TOKEN === undefined), {
    path: ['MOODLE_TOKEN'],
    message: 'Set MOODLE_URL and MOODLE_TOKEN together (a Moodle web-service token)',
  })
  // The donor page's frame may run scripts with its own origin (sandbox allow-same-origin): framing
  // the app itself that way would let the framed page lift its sandbox.
  .refine(
    (env) =>
      env.DONORS_URL === undefined ||
      env.PUBLIC_URL === undefined ||
      donorsUrlProblem(env.DONORS_URL) !== undefined ||
      donorsOrigin(env.DONORS_URL) !== new URL(env.PUBLIC_URL).origin,
    {
      path: ['DONORS_URL'],
      message: 'The donor system must be on another origin than the app (PUBLIC_URL)',
    },
  )
  .refine((env) => (env.XERO_CLIENT_ID === undefined) === (env.XERO_CLIENT_SECRET === undefined), {
    path: ['XERO_CLIENT_SECRET'],
    message: 'Set XERO_CLIENT_ID and XERO_CLIENT_SECRET together (a Xero Custom Connection)',
  });
export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`The environment is not valid:\n${lines.join('\n')}`);
}
