import { constants } from 'node:zlib';
import griffel from '@griffel/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { clientDeploymentDefines } from './config/client-defines';
import { fluentIcons } from './config/fluent-icons';
import { fluentTokens } from './config/fluent-tokens';

// The signed-in area's first modules (src/app/Shell.tsx and what it draws before any screen).
const SIGNED_IN_SHELL =
  /[\\/]src[\\/](app[\\/](Shell|StudentLayout|StudentMenu|CollegeBanner|shell-styles|shell-choice|useStudentMenu|useNarrowScreen|guards)\.tsx?|offline-react[\\/](OfflineProvider|QueryProvider|SyncStatus|SignOut|state|device-views)\.tsx?|state[\\/]permissions\.ts|domain[\\/]permissions[\\/]|domain[\\/]format[\\/]time-of-day\.ts|deployment-routes\.ts)$/;

export default defineConfig(async ({ command }) => ({
  define: {
    // Shown on the status page, so support can tell which build a user runs.
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    // The checked configuration of config/ (src/deployment.ts).
    ...(await clientDeploymentDefines()),
  },
  plugins: [
    react(),
    // Fluent's token table out of the bundle: each token a constant (config/fluent-tokens.ts).
    command === 'build' && fluentTokens(),
    // Icons from their one-icon modules, not the shared ones (config/fluent-icons.ts).
    command === 'build' && fluentIcons(),
    // Griffel's styles compiled at build time (ahead of time): the runtime that turns style
    // objects into CSS then stays out of the bundle (architecture §7 login budget).
    // Its evaluator reads the TypeScript sources with Babel.
    command === 'build' &&
      griffel({
        include: [/src\/.*\.tsx?$/],
        babelOptions: {
          presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
        },
      }),
    // Brotli and gzip copies of the built files at the highest quality, served by the server as
    // they are (server/platform/http/client-assets.ts); the originals stay for old browsers.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      exclude: [/\.map$/],
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Collegium',
        short_name: 'Collegium',
        description: 'College management and student self-service',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#d81b60',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // The manifest is emitted on its own: keeping it out of the glob avoids precaching it twice.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'] },
    }),
  ],
  // The manifest lets the benchmark sum the JS the login route loads.
  build: {
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry loads before any route (React, the router, Fluent's core) in one
          // chunk, not forty: every screen loads all of it anyway; a phone on a slow link pays
          // one round trip for it instead of six rounds of six (HTTP/1.1), and one file
          // compresses better than many small ones (README, Benchmarks).
          groups: [
            { name: 'base', tags: ['$initial' as const], priority: 2 },
            // Likewise what every signed-in screen loads first: the shell, its providers, the
            // route table and guard, in one chunk (the login route loads none of it).
            {
              name: 'signed-in',
              test: SIGNED_IN_SHELL,
              priority: 1,
              // Only these modules: what they import (valtio's hooks, icons) stays where the login
              // route finds it.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // `npm run dev` proxies the API to a running `npm start`.
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
