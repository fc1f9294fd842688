import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '@server/testing/fake-openai';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { readAndAnswerConfirm } from './support/confirm-dialog';
import { recordHostileImageRequests, settleHostileImage } from './support/hostile-image';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { type RunningServer, startServerProcess } from './support/server-process';
import { waitForText } from './support/wait';

const offlineUrl = inject('offlineUrl');
const aiUrl = inject('aiUrl');
const session = phoneSession();
let current: PhonePage | undefined;

/** A provider slow enough that the stream can be watched arriving word by word. */
const REPLY =
  'The Moon is listening closely tonight, Ada. Let your next step be small and kind. Saturn rewards patience.';
let slowProvider: FakeOpenAI;
let chatServer: RunningServer;

beforeAll(async () => {
  slowProvider = await startFakeOpenAI({ reply: REPLY, chunkWords: 2, chunkDelayMs: 120 });
  chatServer = await startServerProcess({
    LOG_LEVEL: 'silent',
    OPENAI_API_KEY: 'e2e-chat-key',
    OPENAI_BASE_URL: slowProvider.url,
    OPENAI_MAX_RETRIES: '0',
  });
}, 60_000);
afterAll(async () => {
  await chatServer.stop();
  await slowProvider.close();
});

const profile = JSON.stringify({ name: 'Ada', zodiacSign: 'leo', lastVisited: new Date().toISOString() });
const openChat = async (url: string) => {
  current = await session.open(url, { storage: { [PROFILE_KEY]: profile } });
  await current.page.goto('/chat');
  await current.page.getByRole('heading', { level: 1, name: 'Astrologer Chat' }).waitFor();
  return current.page;
};
const box = (phone: PhonePage) => phone.page.getByRole('textbox', { name: /^Message / });
/** The conversation as this browser stores it. */
const storedChat = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { chatHistory?: unknown[] }).chatHistory ?? [],
    PROFILE_KEY,
  );
const log = (phone: PhonePage) => phone.page.getByRole('log');

/** Records every text the conversation log shows, so a test can see a reply arrive in pieces. */
const watchLog = (phone: PhonePage) =>
  phone.page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { logTexts: string[] }).logTexts = seen;
    const target = document.querySelector('[role="log"]');
    if (!target) throw new Error('no conversation log');
    new MutationObserver(() => seen.push(target.textContent ?? '')).observe(target, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
const loggedTexts = (phone: PhonePage) =>
  phone.page.evaluate(() => (window as unknown as { logTexts: string[] }).logTexts);

describe('astrologer chat', () => {
  it('holds a multi-turn conversation by keyboard alone, streaming each reply', async () => {
    const page = await openChat(chatServer.url);
    const phone = current as PhonePage;
    // Reach the message box with Tab, as a keyboard user would.
    for (let presses = 0; presses < 60; presses += 1) {
      if (await box(phone).evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await box(phone).evaluate((element) => element === document.activeElement)).toBe(true);
    const startHeight = await box(phone).evaluate((element) => element.getBoundingClientRect().height);

    await watchLog(phone);
    await page.keyboard.type('Hello there,');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('what is Saturn doing to me?');
    expect(await box(phone).inputValue()).toBe('Hello there,\nwhat is Saturn doing to me?');
    expect(await box(phone).evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(
      startHeight,
    );
    await page.keyboard.press('Enter');

    await page.getByTestId('typing-bubble').waitFor();
    expect(await box(phone).inputValue()).toBe('');
    expect(await box(phone).isDisabled()).toBe(true);
    await waitForText(log(phone), (text) => text.includes('Saturn rewards patience.'));
    await page.waitForFunction(() => !(document.querySelector('textarea') as HTMLTextAreaElement).disabled);
    const partial = (await loggedTexts(phone)).filter(
      (text) => text.includes('The Moon is') && !text.includes('Saturn rewards patience.'),
    );
    expect(partial.length, 'the reply should appear in several steps').toBeGreaterThan(2);
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { totalReadings: number },
      PROFILE_KEY,
    );
    expect(stored.totalReadings).toBe(1);

    // The box has its focus back; a second turn carries the first as history.
    expect(await box(phone).evaluate((element) => element === document.activeElement)).toBe(true);
    const callsBefore = slowProvider.requests.length;
    await page.keyboard.type('And my love life?');
    await page.keyboard.press('Enter');
    await waitForText(log(phone), (text) => text.split('Saturn rewards patience.').length === 3, 30_000);
    await page.waitForFunction(() => !(document.querySelector('textarea') as HTMLTextAreaElement).disabled);
    const input = (slowProvider.requests[callsBefore]?.body as { input: { role: string; content: string }[] })
      .input;
    // The earlier turns travel as a quoted record inside the request, never as turns of their own.
    expect(input.map((message) => message.role)).toEqual(['system', 'user']);
    expect(input[1]?.content).toMatch(/visitor_turn_1: "[^"]*what is Saturn doing to me\?"/);
    expect(input[1]?.content).toMatch(/guide_turn_2: "[^"]*Saturn rewards patience\."/);
    expect(input[1]?.content).toContain('visitor_message: "And my love life?"');
    expect(input[0]?.content).not.toContain('love life');
    expect(current?.dialogs).toEqual([]);
  }, 120_000);

  it('keeps no trace of a crisis message, keeps an ordinary one over a reload, and forgets it on request', async () => {
    const page = await openChat(offlineUrl);
    const phone = current as PhonePage;
    const readingRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/readings') readingRequests.push(request.method());
    });

    await box(phone).fill('I want to end my life');
    await box(phone).press('Enter');
    const help = await waitForText(log(phone), (text) => text.includes('findahelpline.com'));
    expect(help).toContain('I want to end my life');
    expect(help).toContain('Not saved');
    expect(readingRequests).toEqual([]);
    expect(await storedChat(page)).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('end my life');
    await page.reload();
    await page.getByRole('log').waitFor();
    expect(await log(phone).innerText()).not.toMatch(/end my life|findahelpline/);

    await box(phone).fill('Will I find love?');
    await page.getByRole('button', { name: 'Send' }).click();
    const first = await waitForText(
      log(phone),
      (text) => text.includes('Will I find love?') && /Leo/.test(text),
    );
    await page.waitForFunction(() => !(document.querySelector('textarea') as HTMLTextAreaElement).disabled);
    expect(await storedChat(page)).toHaveLength(2);

    const guide = await page.locator('#chat-persona-name').innerText();

    await page.reload();
    await waitForText(log(phone), (text) => text.includes('Will I find love?'));
    const afterReload = await log(phone).innerText();
    expect(afterReload).toContain('Will I find love?');
    // The conversation goes on with the same guide after the reload, not a new random pick.
    await page.waitForFunction(
      (name) => document.querySelector('#chat-persona-name')?.textContent === name,
      guide,
      { timeout: 10_000 },
    );
    expect(await log(phone).getAttribute('aria-label')).toBe(`Conversation with ${guide}`);
    expect(first.split('Will I find love?')[1]?.trim().length).toBeGreaterThan(40);

    // Forget, by keyboard: the button is the next stop after the message box, its focus visible.
    await box(phone).focus();
    await page.keyboard.press('Tab');
    const forget = page.getByRole('button', { name: 'Forget this conversation' });
    expect(
      await forget.evaluate((node) => node === document.activeElement && node.matches(':focus-visible')),
    ).toBe(true);
    expect(await forget.evaluate((node) => getComputedStyle(node).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await readAndAnswerConfirm(page, 'Forget it')).toMatch(/^Forget this conversation\?/);
    await waitForText(log(phone), (text) => !text.includes('Will I find love?'));
    expect(await storedChat(page)).toEqual([]);
    await page.reload();
    await page.getByRole('log').waitFor();
    expect(await log(phone).innerText()).not.toContain('Will I find love?');
  });

  it('answers a message about a crisis with help resources, and never asks the provider', async () => {
    const page = await openChat(chatServer.url);
    const phone = current as PhonePage;
    const calls = slowProvider.requests.length;
    await box(phone).fill("I don't want to live anymore");
    await box(phone).press('Enter');
    const text = await waitForText(log(phone), (value) => value.includes('findahelpline.com'));
    expect(text).toMatch(/local emergency number/);
    expect(text).toContain('988');
    expect(text).toContain('116 123');
    await page.getByRole('link', { name: 'findahelpline.com' }).waitFor();
    expect(slowProvider.requests.length).toBe(calls);
    expect(await storedChat(page)).toEqual([]);
  });

  it('is clean for axe with a conversation on screen', async () => {
    const page = await openChat(offlineUrl);
    const phone = current as PhonePage;
    await box(phone).fill('Hello!');
    await box(phone).press('Enter');
    await waitForText(log(phone), (text) => text.includes('Hello!') && /Leo/.test(text));
    await page.waitForFunction(() => !(document.querySelector('textarea') as HTMLTextAreaElement).disabled);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows hostile provider markup in a reply as text and runs nothing', async () => {
    const page = await openChat(aiUrl);
    const phone = current as PhonePage;
    const imageRequests = await recordHostileImageRequests(page);
    await box(phone).fill('Tell me something');
    await box(phone).press('Enter');
    await waitForText(log(phone), (text) => text.includes('<img src=x onerror=alert(1)>'));
    await page.waitForFunction(() => !(document.querySelector('textarea') as HTMLTextAreaElement).disabled);
    expect(await log(phone).locator('img, script, iframe').count()).toBe(0);
    expect(await log(phone).locator('a[href^="javascript"]').count()).toBe(0);
    expect(await settleHostileImage(page)).toBe(0);
    expect(imageRequests, 'only the probe image asks for x').toHaveLength(1);
    expect(phone.dialogs).toEqual([]);
  });
});
