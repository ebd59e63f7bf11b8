import { describe, expect, it } from 'vitest';
import { donorPageUrl, donorsOrigin, donorsUrlProblem, isDonorId } from './crm-url';

const TEMPLATE = 'https://crm.example/donor/{id}';

describe('donorsUrlProblem', () => {
  it('accepts an https template holding {id}, in the path or the query', () => {
    expect(donorsUrlProblem(TEMPLATE)).toBeUndefined();
    expect(donorsUrlProblem('https://crm.example:8443/view?donor={id}&tab=giving')).toBeUndefined();
  });

  it('accepts plain http only on this machine', () => {
    expect(donorsUrlProblem('http://localhost:9000/donor/{id}')).toBeUndefined();
    expect(donorsUrlProblem('http://127.0.0.1:9000/donor/{id}')).toBeUndefined();
    expect(donorsUrlProblem('http://[::1]:9000/donor/{id}')).toBeUndefined();
    expect(donorsUrlProblem('http://crm.example/donor/{id}')).toMatch(/https/);
    expect(donorsUrlProblem('http://localhost.evil.example/donor/{id}')).toMatch(/https/);
  });

  it('refuses a template without {id}, a non-URL, another scheme, credentials', () => {
    expect(donorsUrlProblem('https://crm.example/donor/')).toMatch(/\{id\}/);
    expect(donorsUrlProblem('crm.example/donor/{id}')).toMatch(/web address/);
    expect(donorsUrlProblem('javascript:alert({id})')).toMatch(/https/);
    expect(donorsUrlProblem('ftp://crm.example/{id}')).toMatch(/https/);
    expect(donorsUrlProblem('https://user:secret@crm.example/{id}')).toMatch(/password/);
  });

  it('refuses {id} in the host: the id could choose the origin', () => {
    expect(donorsUrlProblem('https://{id}.crm.example/donor')).toBeDefined();
    expect(donorsUrlProblem('https://crm.example{id}/donor')).toBeDefined();
  });
});

describe('donorsOrigin', () => {
  it('is the scheme, host and port of the template', () => {
    expect(donorsOrigin(TEMPLATE)).toBe('https://crm.example');
    expect(donorsOrigin('http://127.0.0.1:9000/d/{id}')).toBe('http://127.0.0.1:9000');
    expect(donorsOrigin('https://CRM.Example:443/d/{id}')).toBe('https://crm.example');
  });

  it('throws for a template that is not valid', () => {
    expect(() => donorsOrigin('http://crm.example/{id}')).toThrow();
  });
});

describe('donorPageUrl', () => {
  it('puts the id in place of {id}', () => {
    expect(donorPageUrl(TEMPLATE, 'D-1042')).toBe('https://crm.example/donor/D-1042');
    expect(donorPageUrl('https://crm.example/v?d={id}&t=1', 'D 7')).toBe(
      'https://crm.example/v?d=D%207&t=1',
    );
  });

  it('encodes / ? # & so an id cannot change the path, query or origin', () => {
    const url = donorPageUrl(TEMPLATE, '../admin?x=1#top');
    expect(url).toBe('https://crm.example/donor/..%2Fadmin%3Fx%3D1%23top');
    const parsed = new URL(url ?? '');
    expect(parsed.origin).toBe('https://crm.example');
    expect(parsed.pathname).toBe('/donor/..%2Fadmin%3Fx%3D1%23top');
    expect(parsed.search).toBe('');
    expect(parsed.hash).toBe('');
    const query = new URL(donorPageUrl('https://crm.example/v?d={id}', 'a&admin=1') ?? '');
    expect(query.searchParams.get('d')).toBe('a&admin=1');
    expect(query.searchParams.get('admin')).toBeNull();
    expect(new URL(donorPageUrl(TEMPLATE, '//evil.example/x') ?? '').origin).toBe(
      'https://crm.example',
    );
  });

  it('keeps an id holding {id} or $ signs as it is', () => {
    expect(donorPageUrl(TEMPLATE, "$'{id}$&")).toBe("https://crm.example/donor/%24'%7Bid%7D%24%26");
  });

  it('refuses ids a browser would read as a folder step, empty or control characters', () => {
    for (const id of ['', '.', '..', 'a\nb', 'x'.repeat(201)]) {
      expect(isDonorId(id)).toBe(false);
      expect(donorPageUrl(TEMPLATE, id)).toBeUndefined();
    }
    expect(isDonorId('%2e%2e')).toBe(true);
    expect(donorPageUrl(TEMPLATE, '%2e%2e')).toBe('https://crm.example/donor/%252e%252e');
  });

  it('answers nothing for a template that is not valid', () => {
    expect(donorPageUrl('http://crm.example/{id}', 'D-1')).toBeUndefined();
  });
});
