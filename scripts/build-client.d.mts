// Types of build-client.mjs (plain JavaScript: `npm start` runs it before tsx is loaded).
export function withProductionEnv<T>(run: () => Promise<T>): Promise<T>;
export function clientBuildConfig(root: string): {
  root: string;
  mode: 'production';
  logLevel: 'warn';
};
export function buildClient(root: string): Promise<void>;
