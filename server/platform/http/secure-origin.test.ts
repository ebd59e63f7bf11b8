import { describe, expect, it } from 'vitest';
import { isHttps, isLoopback, plainHttpNotice } from './secure-origin';

describe('isHttps and isLoopback', () => {
  it('tells https and loopback hosts apart', () => {
    expect(isHttps('https://college.example.org')).toBe(true);
    expect(isHttps('http://college.example.org')).toBe(false);
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '192.168.1.20', 'college.example.org', '::', 'localhost.org']) {
      expect(isLoopback(host), host).toBe(false);
    }
  });
});

describe('plainHttpNotice', () => {
  it('says nothing over https, or on localhost only', () => {
    expect(plainHttpNotice('https://college.example.org', '0.0.0.0')).toBeUndefined();
    expect(plainHttpNotice('http://localhost:8080', '127.0.0.1')).toBeUndefined();
  });

  it('says installing and offline use need https over plain http elsewhere', () => {
    const lan = plainHttpNotice('http://192.168.1.20:8080', '0.0.0.0');
    expect(lan).toMatch(/plain http at 192\.168\.1\.20/);
    expect(lan).toMatch(/cannot be installed and does not work offline/);
    const everywhere = plainHttpNotice('http://localhost:8080', '0.0.0.0');
    expect(everywhere).toMatch(/Listening on 0\.0\.0\.0 over plain http/);
    expect(everywhere).toMatch(/installing it and offline use need https/);
  });
});
