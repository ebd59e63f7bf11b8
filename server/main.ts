import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config/load';
import { buildApp } from './app';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const clientDir = fileURLToPath(new URL('../dist', import.meta.url));

try {
  await loadConfig(process.env.CONFIG_DIR);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp({ clientDir, logger: process.env.NODE_ENV === 'production' });
await app.listen({ port, host });
console.log(`Collegium is running on http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
