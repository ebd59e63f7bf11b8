import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { statusText } from '../src/domain/errors/catalogue';
import { APP_VERSION } from '../src/domain/version';

export interface AppOptions {
  /** Folder of the built client (`vite build`); the API runs without it. */
  clientDir?: string;
  logger?: boolean;
}

/** Builds the HTTP application: the API under /api and the built client for every other path. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  const startedAt = new Date();

  await app.register(helmet, {
    // The service worker and the manifest are same-origin; Fluent injects styles at run time.
    contentSecurityPolicy: {
      directives: { 'style-src': ["'self'", "'unsafe-inline'"], 'worker-src': ["'self'"] },
    },
  });

  app.get('/api/status', async () => ({
    name: 'Collegium',
    version: APP_VERSION,
    startedAt: startedAt.toISOString(),
  }));

  const clientDir = options.clientDir;
  const hasClient = clientDir !== undefined && existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: 'index.html' });
  }

  // Unknown API paths answer the JSON error shape; any other GET loads the app shell, whose
  // router shows its own not-found page (history-mode routing, spec §1).
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: statusText(404), code: 'NOT_FOUND' });
  });

  // Never a stack trace: client errors keep their status, anything else is a 500 with the
  // catalogue's text (the details go to the log).
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
    const isClientError = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
    if (!isClientError) {
      request.log.error(error);
      return reply.code(500).send({ message: statusText(500) });
    }
    const message = error instanceof Error ? error.message : statusText(statusCode);
    return reply.code(statusCode).send({ message, ...(typeof code === 'string' ? { code } : {}) });
  });

  return app;
}
