/// <reference types="vite/client" />

/** ISO time of the client build, set by vite.config.ts. */
declare const __BUILD_TIME__: string;
