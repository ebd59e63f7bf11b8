import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchDatabase, benchServer, sessionCookie } from './server';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

export interface LighthouseFigure {
  page: string;
  performance: number;
  accessibility: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  transferredKb: number;
}

/**
 * Puts the session cookie (`name=value`, or none) in the browser's cookie jar, which Lighthouse
 * keeps when it clears the origin's storage. An `extraHeaders` cookie would reach the page's
 * requests but not the sync worker's, which would then be refused.
 */
async function signInBrowser(port: number, origin: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('The browser has no default context');
  await context.clearCookies();
  const name = cookie.slice(0, cookie.indexOf('='));
  if (name) await context.addCookies([{ name, value: cookie.slice(name.length + 1), url: origin }]);
  await browser.close();
}

/**
 * Lighthouse (mobile preset, its default) in Debian's Chromium against the production build
 * served by the real server over the demo data: the login page, the staff dashboard (registrar)
 * and the student's forms dashboard, signed in with a session cookie in the browser.
 */
export async function benchLighthouse(): Promise<LighthouseFigure[]> {
  const bench = await benchDatabase();
  const server = await benchServer(bench.database, { clientDir: dist });
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = [
      { page: 'login', path: '/pages/login', cookie: '' },
      {
        page: 'staff dashboard (registrar)',
        path: '/',
        cookie: await sessionCookie(server.origin, 'registrar@college.test'),
      },
      {
        page: 'student forms dashboard',
        path: '/forms',
        cookie: await sessionCookie(server.origin, 'student@college.test'),
      },
    ];
    const figures: LighthouseFigure[] = [];
    for (const { page, path, cookie } of pages) {
      await signInBrowser(chrome.port, server.origin, cookie);
      const result = await lighthouse(`${server.origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      figures.push({
        page,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        transferredKb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await server.close();
    await bench.close();
  }
}
