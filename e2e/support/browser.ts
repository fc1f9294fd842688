import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';

/** A phone-sized page in real Chromium, with every console error and page error recorded. */
export interface PhonePage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  dialogs: string[];
}

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The machine has no network and runs as root: keep Chromium from phoning home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
] as const;

let browser: Browser | undefined;

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export async function openPhonePage(
  baseUrl: string,
  options: {
    reducedMotion?: 'reduce' | 'no-preference';
    storage?: Record<string, string>;
    /** IANA zone the page's clock runs in; the machine's own zone when left out. */
    timeZone?: string;
    /** Narrower phones than the default 390 px. */
    width?: number;
    /**
     * Off unless a spec is about the service worker: a worker would precache the whole app in
     * every test's fresh context, and requests it handles slip past page.route().
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<PhonePage> {
  const context = await (
    await launchBrowser()
  ).newContext({
    baseURL: baseUrl,
    viewport: { ...PHONE_VIEWPORT, width: options.width ?? PHONE_VIEWPORT.width },
    ...(options.timeZone ? { timezoneId: options.timeZone } : {}),
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    permissions: ['clipboard-read', 'clipboard-write'],
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      // Seed storage once per tab, before the app reads it.
      if (sessionStorage.getItem('e2e-seeded')) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-seeded', '1');
    }, options.storage);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // A blocked inline style or script means the page relies on something the CSP forbids.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
      errors.push(`csp: ${message.text()}`);
    }
    // The prerendered HTML and the browser's first render must agree (src/main.tsx logs it).
    if (message.type() === 'error' && message.text().startsWith('[hydration]')) {
      errors.push(`hydration: ${message.text()}`);
    }
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  waitForThePageAfterLoads(page);
  return { page, context, errors, dialogs };
}

/**
 * Every route arrives as prerendered HTML, with its heading and buttons painted before React
 * hydrates them; a tap in that moment does nothing, as it would for a person. So a load through
 * goto() or reload() returns once the app marks the page live (src/app/use-page-shown.ts), not
 * when the first heading is visible. Files that are not the app (robots.txt, the manifest) have
 * no #root and return at once.
 */
function waitForThePageAfterLoads(page: Page): void {
  const pageIsLive = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.pageShown === 'true',
      undefined,
      { timeout: 30_000 },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await pageIsLive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await pageIsLive();
    return response;
  };
}
