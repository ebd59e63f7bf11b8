import { describe, expect, it } from 'vitest';
import { allowedMethods } from './allowed-methods';

const ROUTES = [
  { method: 'GET', url: '/api/students' },
  { method: 'POST', url: '/api/students' },
  { method: 'GET', url: '/api/students/:id' },
  { method: 'PATCH', url: '/api/students/:id' },
  { method: 'GET', url: '/api/docs/*' },
  { method: 'POST', url: '/api/a.b/:x/' },
];

describe('allowedMethods', () => {
  it('lists the methods of the routes whose pattern matches the path', () => {
    expect(allowedMethods(ROUTES, '/api/students')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods(ROUTES, '/api/students/42')).toEqual(['GET', 'HEAD', 'PATCH']);
    expect(allowedMethods(ROUTES, '/api/docs/static/x.css')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods(ROUTES, '/api/a.b/1/')).toEqual(['POST']);
  });

  it('lists none for a path no route has', () => {
    expect(allowedMethods(ROUTES, '/api/students/42/more')).toEqual([]);
    expect(allowedMethods(ROUTES, '/api/axb/1/')).toEqual([]);
    expect(allowedMethods(ROUTES, '/api/nothing')).toEqual([]);
  });
});
