/** A route of the app: its method and its URL pattern (`/api/students/:id`, `/api/docs/*`). */
interface RouteLike {
  method: string;
  url: string;
}

function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The methods the routes answer at this path (none when no route's pattern matches it): a
 * request with another method is answered 405 with them in Allow, not 404.
 */
export function allowedMethods(routes: readonly RouteLike[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (patternOf(route.url).test(path)) methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
