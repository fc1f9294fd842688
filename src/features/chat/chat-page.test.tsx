import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { CHAT_HISTORY_LIMIT } from '@core/profile/chat-history-limit';
import { PROFILE_STORAGE_KEY, getProfile, resetProfile, updateProfile } from '@/lib/profile/profile-store';
import ChatPage, { CHAT_SUBTITLE, FORGET_CONFIRMATION } from './chat-page';

const encoder = new TextEncoder();
const frame = (event: string, data: object) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);

/** A reply stream the test writes to piece by piece. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (given) => (controller = given) });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(frame('text-delta', { text })),
    end: (ending: object = { source: 'ai' }) => {
      controller.enqueue(frame('text-end', ending));
      controller.close();
    },
  };
}

const fetchMock = vi.fn<typeof fetch>();
const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const renderPage = () =>
  render(
    <MemoryRouter>
      <ChatPage />
    </MemoryRouter>,
  );
const box = () => screen.getByRole('textbox', { name: /Message/ });
const log = () => screen.getByRole('log');
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const pressEnter = (shiftKey = false) => fireEvent.keyDown(box(), { key: 'Enter', shiftKey });

beforeEach(() => {
  resetProfile();
  updateProfile({ name: 'Ada', zodiacSign: 'leo' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ChatPage', () => {
  it('sends on Enter, shows the message and a typing bubble, then streams the reply in its place', async () => {
    const stream = controlledStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    renderPage();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/\w+/);

    type('Will I find love?');
    pressEnter();
    expect(log().textContent).toContain('Will I find love?');
    expect((box() as HTMLTextAreaElement).value).toBe('');
    expect(box()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('typing-bubble')).toBeTruthy();
    // Saved only with its reply, once the reply is known not to be a crisis answer.
    expect(getProfile().chatHistory).toEqual([]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    await act(async () => stream.write('Venus smiles '));
    await waitFor(() => expect(log().textContent).toContain('Venus smiles'));
    expect(screen.queryByTestId('typing-bubble')).toBeNull();
    await act(async () => {
      stream.write('on you, Ada.');
      stream.end();
    });
    await waitFor(() => expect(box()).toHaveProperty('disabled', false));
    expect(log().textContent).toContain('Venus smiles on you, Ada.');
    expect(getProfile().chatHistory.map((message) => [message.isUser, message.text])).toEqual([
      [true, 'Will I find love?'],
      [false, 'Venus smiles on you, Ada.'],
    ]);
    expect(getProfile().totalReadings).toBe(1);
    expect(log().textContent?.split('Will I find love?')).toHaveLength(2);
    expect(log().textContent).not.toContain('Not saved');
    const [body] = sentBodies();
    expect(body).toMatchObject({
      feature: 'chat',
      message: 'Will I find love?',
      history: [],
      profile: { name: 'Ada', sign: 'leo' },
    });
    expect(body).not.toHaveProperty('system');
  });

  it('makes a new line with Shift+Enter and sends nothing blank', () => {
    renderPage();
    type('   ');
    pressEnter();
    type('first line');
    pressEnter(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getProfile().chatHistory).toEqual([]);
  });

  it('sends the earlier turns along with the next message', async () => {
    updateProfile({
      chatHistory: [
        { id: 'a', text: 'Hello', isUser: true, timestamp: '2026-11-24T10:00:00.000Z' },
        { id: 'b', text: 'Welcome.', isUser: false, timestamp: '2026-11-24T10:00:01.000Z' },
      ],
    });
    const stream = controlledStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    renderPage();
    expect(log().textContent).toContain('Welcome.');
    type('And my job?');
    pressEnter();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {
      stream.write('Steady steps.');
      stream.end();
    });
    expect(sentBodies()[0]?.history).toEqual([
      { role: 'user', text: 'Hello' },
      { role: 'assistant', text: 'Welcome.' },
    ]);
  });

  it('after a 429, says when to try again and keeps the text in the box', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'Too many', retryAfterSeconds: 42 }), { status: 429 }),
    );
    renderPage();
    type('Tell me about Saturn');
    pressEnter();
    await waitFor(() => expect(log().textContent).toContain('try again in 42 seconds'));
    // The text comes back to the box in the same turn on a quiet machine, a render later on a busy one.
    await waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe('Tell me about Saturn'));
    expect(getProfile().chatHistory).toEqual([]);
    expect(getProfile().totalReadings).toBe(0);
    expect(log().textContent).not.toContain('Tell me about Saturn');
  });

  it('answers a crisis in the browser with help, asking nothing of the server and storing nothing', () => {
    resetProfile();
    renderPage();
    type('My secret: I am pregnant and scared. I want to end my life');
    pressEnter();
    expect(log().textContent).toContain('My secret: I am pregnant and scared');
    expect(log().textContent).toContain('findahelpline.com');
    expect(log().textContent).toContain('988');
    expect(log().textContent).toContain(
      'Not saved: this message and this reply are not kept on this device.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    // A first visit stays a first visit: not one key written.
    expect(Object.keys(localStorage)).toEqual([]);
    expect(getProfile().chatHistory).toEqual([]);
    // The box is free again at once, for whatever comes next.
    expect(box()).toHaveProperty('disabled', false);
  });

  it('keeps neither the message nor the help when the server marks its reply as a crisis answer', async () => {
    const earlier = [
      { id: 'a', text: 'Hello', isUser: true, timestamp: '2026-11-24T10:00:00.000Z' },
      { id: 'b', text: 'Welcome.', isUser: false, timestamp: '2026-11-24T10:00:01.000Z' },
    ];
    updateProfile({ chatHistory: earlier });
    const stored = localStorage.getItem(PROFILE_STORAGE_KEY);
    const stream = controlledStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    renderPage();
    // Veiled words the browser's own check lets through; the server's second layer catches them.
    type('What do the stars say about the plan I have made for Friday night?');
    pressEnter();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {
      stream.write('You matter. Please call or text 988, or see findahelpline.com.');
      stream.end({ source: 'ai', crisis: true });
    });
    await waitFor(() => expect(box()).toHaveProperty('disabled', false));
    expect(log().textContent).toContain('the plan I have made for Friday night');
    expect(log().textContent).toContain('You matter.');
    expect(log().textContent).toContain('Not saved');
    expect(getProfile().chatHistory).toEqual(earlier);
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).toBe(stored);
    expect(getProfile().totalReadings).toBe(0);
  });

  it('saves the ordinary exchange after a crisis, and shows both in the order they happened', async () => {
    const stream = controlledStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    renderPage();
    type('I want to kill myself');
    pressEnter();
    type('What does the Moon say about my week?');
    pressEnter();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {
      stream.write('A calm week under a waxing Moon.');
      stream.end();
    });
    await waitFor(() => expect(box()).toHaveProperty('disabled', false));
    const text = log().textContent ?? '';
    expect(text.indexOf('I want to kill myself')).toBeLessThan(text.indexOf('findahelpline.com'));
    expect(text.indexOf('findahelpline.com')).toBeLessThan(text.indexOf('What does the Moon say'));
    expect(text.indexOf('What does the Moon say')).toBeLessThan(text.indexOf('A calm week'));
    expect(getProfile().chatHistory.map((message) => message.text)).toEqual([
      'What does the Moon say about my week?',
      'A calm week under a waxing Moon.',
    ]);
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).not.toContain('kill myself');
    // The crisis was not sent as history either.
    expect(sentBodies()[0]?.history).toEqual([]);
  });

  it('answers offline in the browser when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    type('Will I find love?');
    pressEnter();
    await waitFor(() => expect(getProfile().chatHistory).toHaveLength(2), { timeout: 5000 });
    expect(getProfile().chatHistory[1]?.text).toMatch(/Leo/);
    expect(getProfile().chatHistory[1]?.text).not.toBe(FALLBACK_TEXTS.chat);
  });

  it('forgets the conversation after asking, and keeps it when the visitor cancels', async () => {
    updateProfile({
      chatHistory: [
        { id: 'a', text: 'A question about Saturn', isUser: true, timestamp: '2026-11-24T10:00:00.000Z' },
      ],
    });
    renderPage();
    expect(log().textContent).toContain('A question about Saturn');
    const forget = screen.getByRole('button', { name: 'Forget this conversation' });

    forget.focus();
    fireEvent.click(forget);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(FORGET_CONFIRMATION);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getProfile().chatHistory).toHaveLength(1);

    fireEvent.click(forget);
    fireEvent.click(await screen.findByRole('button', { name: 'Forget it' }));
    await waitFor(() => expect(getProfile().chatHistory).toEqual([]));
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).not.toContain('Saturn');
    expect(log().textContent).not.toContain('A question about Saturn');
    expect(screen.getByRole('status').textContent).toContain('Conversation forgotten');
    await waitFor(() => expect(document.activeElement).toBe(box()));
    expect(screen.getByRole('button', { name: 'Forget this conversation' })).toHaveProperty('disabled', true);
  });

  it('forgets the unsaved lines of a crisis too, without writing anything', async () => {
    resetProfile();
    renderPage();
    expect(screen.getByRole('button', { name: 'Forget this conversation' })).toHaveProperty('disabled', true);
    type('I want to end my life');
    pressEnter();
    expect(log().textContent).toContain('findahelpline.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forget this conversation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Forget it' }));
    await waitFor(() => expect(log().textContent).not.toContain('findahelpline.com'));
    expect(log().textContent).not.toContain('end my life');
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('says plainly that the conversation is kept on this device, and for how long', () => {
    renderPage();
    const subtitle = CHAT_SUBTITLE;
    expect(screen.getByText(subtitle)).toBeTruthy();
    expect(subtitle).not.toMatch(/Nothing is saved|ends when you leave/);
    expect(subtitle).toContain(`This device keeps your last ${CHAT_HISTORY_LIMIT} messages`);
    expect(subtitle).toContain('a message answered with crisis help is never kept');
  });

  it('lets the visitor talk with another guide', () => {
    renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Talk with' }), { target: { value: 'raven' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Raven' })).toBeTruthy();
    expect(log().getAttribute('aria-label')).toBe('Conversation with Raven');
  });

  it('goes on with the guide a saved conversation belongs to, and keeps a new choice with it', async () => {
    updateProfile({
      chatHistory: [
        { id: 'a', text: 'Hello', isUser: true, timestamp: '2026-11-24T10:00:00.000Z' },
        { id: 'b', text: 'Welcome.', isUser: false, timestamp: '2026-11-24T10:00:01.000Z' },
      ],
      favoriteAstrologer: 'sage',
    });
    const first = renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Sage' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Talk with' }), { target: { value: 'nova' } });
    await waitFor(() => expect(getProfile().favoriteAstrologer).toBe('nova'));
    first.unmount();
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Nova' })).toBeTruthy();
  });

  it('saves the guide who answered with the exchange', async () => {
    const stream = controlledStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Talk with' }), { target: { value: 'iris' } });
    expect(getProfile().favoriteAstrologer).toBe('');
    type('Hello');
    pressEnter();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {
      stream.write('Bright day.');
      stream.end();
    });
    await waitFor(() => expect(getProfile().chatHistory).toHaveLength(2));
    expect(getProfile().favoriteAstrologer).toBe('iris');
  });
});
