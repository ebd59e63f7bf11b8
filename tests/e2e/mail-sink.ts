import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { allPorts, currentPort } from './ports';

// The end-to-end server sends its mail over SMTP to this sink (SMTP_URL in
// playwright.config.ts), as a deployment sends to its mail server. Each mail is written to a
// file, so a test reads what a person would find in their inbox (a referee's link, say)
// without any route exposing it. Nothing but tests uses it.

/** The sink's port: far from the app ports parallel runs use (8190, 8191, …). */
export function mailSinkPort(appPort: number): number {
  return appPort + 10_000;
}

/** The folder the sink writes received mails to (one .eml file each, in arrival order). */
export function mailDir(port: number): string {
  return join('test-results', 'e2e-mail', String(port));
}

/** Starts the sink of one app port; answers its teardown. */
async function startMailSink(appPort: number): Promise<() => Promise<void>> {
  const dir = mailDir(appPort);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No certificate for a local sink: nodemailer would try STARTTLS and fail.
    hideSTARTTLS: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        const name = `${String(count).padStart(5, '0')}.eml`;
        writeFileSync(join(dir, name), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks)}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(mailSinkPort(appPort), '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Global setup: a sink for each server (one per worker); answers their teardown. */
// biome-ignore lint/style/noDefaultExport: Playwright's globalSetup runs a module's default export.
export default async function startMailSinks(): Promise<() => Promise<void>> {
  const stops = await Promise.all(allPorts().map(startMailSink));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

// Mails are quoted-printable when lines are long: soft line breaks and =XX escapes.
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest mail the running test's server sent to the address, decoded; undefined if none. */
export function lastMailTo(address: string): string | undefined {
  const dir = mailDir(currentPort());
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const raw = readFileSync(join(dir, file), 'utf8');
    const to = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '';
    if (to.split(',').includes(address)) return decodeQuotedPrintable(raw);
  }
  return undefined;
}
