// oidc-provider ships no types and @types/oidc-provider is not installed: the little the tests
// use of it (a real provider on loopback), typed here.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    [property: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?(ctx: unknown, id: string): Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[] };
    [option: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
