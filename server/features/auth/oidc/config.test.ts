import { describe, expect, it } from 'vitest';
import { oidcProvidersFromEnv, publicUrlFromEnv } from './config';

const google = {
  OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
  OIDC_GOOGLE_CLIENT_ID: 'id-1',
  OIDC_GOOGLE_CLIENT_SECRET: 'secret-1',
};

describe('social sign-in configuration', () => {
  it('is off without OIDC_PROVIDERS', () => {
    expect(oidcProvidersFromEnv({})).toEqual([]);
    expect(oidcProvidersFromEnv({ OIDC_PROVIDERS: ' ', ...google })).toEqual([]);
  });

  it('reads each listed provider, with a default or configured label', () => {
    const providers = oidcProvidersFromEnv({
      OIDC_PROVIDERS: ' Google , college ',
      ...google,
      OIDC_COLLEGE_ISSUER: 'http://127.0.0.1:9000',
      OIDC_COLLEGE_CLIENT_ID: 'id-2',
      OIDC_COLLEGE_CLIENT_SECRET: 'secret-2',
      OIDC_COLLEGE_LABEL: 'College account',
    });
    expect(providers).toEqual([
      {
        name: 'google',
        label: 'Google',
        issuer: new URL('https://accounts.google.com'),
        clientId: 'id-1',
        clientSecret: 'secret-1',
      },
      {
        name: 'college',
        label: 'College account',
        issuer: new URL('http://127.0.0.1:9000'),
        clientId: 'id-2',
        clientSecret: 'secret-2',
      },
    ]);
  });

  it('names the variable that is missing or wrong', () => {
    const env = { OIDC_PROVIDERS: 'google', ...google };
    expect(() => oidcProvidersFromEnv({ ...env, OIDC_GOOGLE_CLIENT_SECRET: '' })).toThrow(
      'OIDC_GOOGLE_CLIENT_SECRET is required',
    );
    expect(() => oidcProvidersFromEnv({ ...env, OIDC_GOOGLE_ISSUER: 'not a url' })).toThrow(
      /^OIDC_GOOGLE_ISSUER must be a URL/,
    );
    expect(() =>
      oidcProvidersFromEnv({ ...env, OIDC_GOOGLE_ISSUER: 'http://accounts.google.com' }),
    ).toThrow(/^OIDC_GOOGLE_ISSUER must be an https URL/);
    expect(() => oidcProvidersFromEnv({ ...env, OIDC_PROVIDERS: 'google,google' })).toThrow(
      /^OIDC_PROVIDERS/,
    );
    expect(() => oidcProvidersFromEnv({ ...env, OIDC_PROVIDERS: 'goo-gle' })).toThrow(
      /^OIDC_PROVIDERS/,
    );
  });

  it('takes the public URL from PUBLIC_URL, else localhost and PORT', () => {
    expect(publicUrlFromEnv({ PUBLIC_URL: 'https://college.example/' })).toBe(
      'https://college.example',
    );
    expect(publicUrlFromEnv({ PORT: '3000' })).toBe('http://localhost:3000');
    expect(publicUrlFromEnv({})).toBe('http://localhost:8080');
    expect(() => publicUrlFromEnv({ PUBLIC_URL: 'ftp://x' })).toThrow(/^PUBLIC_URL/);
  });
});
