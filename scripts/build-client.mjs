// The client build of `npm start`: always a production build, whatever NODE_ENV the server runs
// with. Vite reads NODE_ENV for `import.meta.env.PROD` (src/main.tsx registers the service worker
// only then) and vite-plugin-pwa for its mode, so NODE_ENV=development gave a build that did
// not work offline.

/**
 * Runs `run` with NODE_ENV=production, then gives the process back the NODE_ENV it had.
 * @template T
 * @param {() => Promise<T>} run
 * @returns {Promise<T>}
 */
export async function withProductionEnv(run) {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * The inline configuration of the build (vite.config.ts holds the rest).
 * @param {string} root
 */
export function clientBuildConfig(root) {
  return { root, mode: 'production', logLevel: /** @type {const} */ ('warn') };
}

/**
 * Builds the client in `root` for production.
 * @param {string} root
 */
export async function buildClient(root) {
  const { build } = await import('vite');
  await withProductionEnv(() => build(clientBuildConfig(root)));
}
