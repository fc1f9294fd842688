import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading } from './support/wait';

/**
 * Issue 28 §3: every reading card shares its reading as a picture made on the phone. Headless
 * Chromium cannot share files, so the picture is downloaded; the share sheet's path is tested
 * with the Web Share API stood in for by a script that keeps the File it is given.
 */
const offlineUrl = inject('offlineUrl');
const aiUrl = inject('aiUrl');
const session = phoneSession();

const SHARE = { name: 'Share reading as a picture' } as const;

/** What the stand-in share sheet received. */
interface SharedFile {
  name: string;
  type: string;
  base64: string;
  title: string;
  text: string;
}

/** A browser that can share files: the sheet keeps what it got on `window.__shared`. */
function offerFileSharing(page: Page) {
  return page.addInitScript(() => {
    const shared = window as unknown as { __shared?: unknown };
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data: ShareData) => (data.files?.length ?? 0) > 0,
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const file = data.files?.[0];
        if (!file) throw new TypeError('Nothing to share');
        const bytes = new Uint8Array(await file.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        shared.__shared = {
          name: file.name,
          type: file.type,
          base64: btoa(binary),
          title: data.title,
          text: data.text,
        };
      },
    });
  });
}

/** Width and height from a PNG's IHDR chunk, after checking the PNG signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Opens /daily, asks for Leo's reading and waits for the finished card; gives the card and its title. */
async function leoReading(phone: PhonePage) {
  const { page } = phone;
  await page.goto('/daily');
  await page.getByRole('button', { name: /Leo/ }).first().click();
  const card = page.locator('article').filter({ has: page.getByRole('button', SHARE) });
  await waitForFinishedReading(card, (text) => text.includes('Leo'));
  const title = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
  return { card, title };
}

const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/gu, '');

describe('share a reading as a picture', () => {
  it('downloads a 1080 × 1350 PNG named after the reading where files cannot be shared', async () => {
    const phone = await session.open(offlineUrl);
    const { page } = phone;
    const { card, title } = await leoReading(phone);
    const share = card.getByRole('button', SHARE);
    // Like Copy, Share waits for the formatted text (the markdown renderer is a lazy chunk).
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('article button')].some(
          (button) => button.textContent === name && !(button as HTMLButtonElement).disabled,
        ),
      'Share reading as a picture',
    );

    // Reached and pressed from the keyboard, like any other control.
    await share.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`cosmic-guide-${slugOf(title)}.png`);
    const bytes = await readFile(await download.path());
    expect(pngSize(bytes)).toEqual({ width: 1080, height: 1350 });
    await card.getByText(`The picture was saved as ${download.suggestedFilename()}.`).waitFor();

    expect(await seriousViolations(page)).toEqual([]);
  });

  it('gives the share sheet the PNG, the reading’s title and words, and the app’s plain address', async () => {
    const phone = await session.open(offlineUrl);
    const { page } = phone;
    await offerFileSharing(page);
    const { card, title } = await leoReading(phone);
    const firstWords = (await card.locator('.reading-markdown p').first().innerText())
      .split(/\s+/u)
      .slice(0, 3)
      .join(' ');

    await card.getByRole('button', SHARE).click();
    const handle = await page.waitForFunction(() => (window as unknown as { __shared?: unknown }).__shared);
    const shared = (await handle.jsonValue()) as SharedFile;

    expect(shared.type).toBe('image/png');
    expect(shared.name).toBe(`cosmic-guide-${slugOf(title)}.png`);
    expect(pngSize(Buffer.from(shared.base64, 'base64'))).toEqual({ width: 1080, height: 1350 });
    expect(shared.title).toBe(title);
    // The words are the picture's text alternative: its title, its opening, then the address.
    expect(shared.text.startsWith(title)).toBe(true);
    expect(shared.text).toContain(firstWords);
    const origin = new URL(page.url()).origin;
    expect(shared.text).toContain(`Cosmic Guide: ${origin}/daily`);
    expect(shared.text).not.toMatch(/utm_|[?&](?:ref|source|fbclid|gclid)=/u);
    // A shared picture needs no word from the card.
    expect(await card.locator('[aria-live="polite"][aria-atomic]').innerText()).toBe('');
  });

  it('draws a reading whose text holds markup (<script>, &) without breaking the picture', async () => {
    // This server's provider answers every reading with hostile HTML and a javascript: link.
    const phone = await session.open(aiUrl);
    const { page } = phone;
    await offerFileSharing(page);
    const { card } = await leoReading(phone);
    expect(await card.innerText()).toContain('<script>alert(2)</script>');

    await card.getByRole('button', SHARE).click();
    const handle = await page.waitForFunction(() => (window as unknown as { __shared?: unknown }).__shared);
    const shared = (await handle.jsonValue()) as SharedFile;
    expect(pngSize(Buffer.from(shared.base64, 'base64'))).toEqual({ width: 1080, height: 1350 });
    expect(shared.text).toContain('<script>alert(2)</script>');
    expect(phone.dialogs).toEqual([]);
  });
});
