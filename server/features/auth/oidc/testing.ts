// Test support for the social sign-in tests: a real OpenID provider on loopback and a tiny
// browser (fetch + cookie jar) that walks its login and consent pages.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';

/** Claims of a test account at the provider. */
export interface TestAccount {
  email: string;
  email_verified: boolean;
}

/** A loopback HTTP server whose handler is attached later (so its URL is known up front). */
export async function listenFirst(): Promise<{
  origin: string;
  server: Server;
  handle(handler: RequestListener): void;
}> {
  let current: RequestListener | undefined;
  const server = createServer((request, response) => {
    if (current) current(request, response);
    else response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server, handle: (handler) => (current = handler) };
}

/** Closes a server and every connection still open on it. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Starts oidc-provider (devInteractions: any password, consent by one click) at `issuer`. */
export function createTestProvider(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Record<string, TestAccount>;
}): Provider {
  return new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        // openid-client's default client authentication.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount(_ctx, id) {
      const account = options.accounts[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Put the email claims into the ID token, as Google does (the default keeps them for userinfo).
    conformIdTokenClaims: false,
    cookies: { keys: ['test-only-cookie-key'] },
    // Explicit lifetimes keep the provider from printing a notice for each default it uses.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
}

/** A browser that never follows redirects by itself and keeps cookies by name. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  async request(url: string, form?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      redirect: 'manual',
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) this.keep(line);
    return response;
  }

  private keep(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const split = pair.indexOf('=');
    const name = pair.slice(0, split);
    const value = pair.slice(split + 1);
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** A devInteractions page: where its form posts, which prompt it answers, its cancel link. */
export function interactionOf(html: string): { action: string; prompt: string; cancel: string } {
  const decode = (value: string | undefined) => value?.replaceAll('&amp;', '&');
  const action = decode(/<form[^>]*action="([^"]+)"/.exec(html)?.[1]);
  const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
  const cancel = decode(/<a href="([^"]+)">\[ Cancel \]/.exec(html)?.[1]);
  if (!action || !prompt || !cancel) throw new Error(`No interaction in: ${html.slice(0, 300)}`);
  return { action, prompt, cancel };
}
