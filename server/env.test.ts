import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const POSTGRES = 'postgres://collegium@127.0.0.1:5432/collegium';

describe('parseEnv: API_PROCESSES', () => {
  it('is one process by default, on either database', () => {
    expect(parseEnv({}).API_PROCESSES).toBe(1);
    expect(parseEnv({ DATABASE_URL: POSTGRES }).API_PROCESSES).toBe(1);
    expect(parseEnv({ API_PROCESSES: '' }).API_PROCESSES).toBe(1);
  });

  it('runs several processes on PostgreSQL', () => {
    expect(parseEnv({ DATABASE_URL: POSTGRES, API_PROCESSES: '2' }).API_PROCESSES).toBe(2);
  });

  it('refuses more than one process on the embedded database, saying why', () => {
    expect(() => parseEnv({ API_PROCESSES: '2' })).toThrow(
      /API_PROCESSES: More than one API process needs DATABASE_URL/,
    );
    expect(() => parseEnv({ API_PROCESSES: '2', DATA_DIR: './data' })).toThrow(/DATABASE_URL/);
  });

  it('accepts one explicit process on the embedded database', () => {
    expect(parseEnv({ API_PROCESSES: '1' }).API_PROCESSES).toBe(1);
  });

  it('refuses a count that is not a whole number from 1 to 64', () => {
    for (const value of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => parseEnv({ DATABASE_URL: POSTGRES, API_PROCESSES: value })).toThrow(
        /API_PROCESSES/,
      );
    }
  });
});

describe('parseEnv: TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count, or the proxies’ addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY).toEqual(['10.0.0.5']);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8 ,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      '::1',
    ]);
    expect(parseEnv({ TRUST_PROXY: 'loopback,uniquelocal' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses to trust everyone, and anything that is not a count or an address', () => {
    for (const value of ['true', '*', 'proxy.example', '10.0.0.300', '1.5', '-1', '10.0.0.0/33']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('parseEnv: DONORS_URL', () => {
  it('is unset by default and takes an https template holding {id}', () => {
    expect(parseEnv({}).DONORS_URL).toBeUndefined();
    expect(parseEnv({ DONORS_URL: ' https://crm.example/donor/{id} ' }).DONORS_URL).toBe(
      'https://crm.example/donor/{id}',
    );
    expect(parseEnv({ DONORS_URL: 'http://localhost:9000/d/{id}' }).DONORS_URL).toBe(
      'http://localhost:9000/d/{id}',
    );
  });

  it('refuses at start a template without {id}, over plain http, or not a URL, saying why', () => {
    expect(() => parseEnv({ DONORS_URL: 'https://crm.example/donor/' })).toThrow(
      /DONORS_URL: Put \{id\}/,
    );
    expect(() => parseEnv({ DONORS_URL: 'http://crm.example/donor/{id}' })).toThrow(
      /DONORS_URL: An https:\/\/ address/,
    );
    expect(() => parseEnv({ DONORS_URL: 'crm/{id}' })).toThrow(/DONORS_URL: Not a web address/);
  });

  it('refuses the app’s own origin: a framed page of it could lift its sandbox', () => {
    expect(() =>
      parseEnv({
        PUBLIC_URL: 'https://college.example',
        DONORS_URL: 'https://college.example/donor/{id}',
      }),
    ).toThrow(/DONORS_URL: The donor system must be on another origin/);
    expect(
      parseEnv({ PUBLIC_URL: 'https://college.example', DONORS_URL: 'https://crm.example/d/{id}' })
        .DONORS_URL,
    ).toBe('https://crm.example/d/{id}');
  });
});
