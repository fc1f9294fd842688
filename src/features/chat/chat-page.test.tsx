import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { getProfile, resetProfile, updateProfile } from '@/lib/profile/profile-store';
import ChatPage from './chat-page';

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
    end: () => {
      controller.enqueue(frame('text-end', { source: 'ai' }));
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
    expect(getProfile().totalReadings).toBe(1);

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
  });

  it('answers a crisis with help resources even when rate limited', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'retry-after': '30' } }));
    renderPage();
    type('I want to kill myself');
    pressEnter();
    await waitFor(() => expect(log().textContent).toContain('findahelpline.com'));
    expect(log().textContent).toContain('988');
    expect(log().textContent).not.toContain('try again in');
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

  it('clears the conversation', () => {
    updateProfile({
      chatHistory: [
        { id: 'a', text: 'A question about Saturn', isUser: true, timestamp: '2026-11-24T10:00:00.000Z' },
      ],
    });
    renderPage();
    expect(log().textContent).toContain('A question about Saturn');
    fireEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
    expect(getProfile().chatHistory).toEqual([]);
    expect(log().textContent).not.toContain('A question about Saturn');
  });

  it('lets the visitor talk with another guide', () => {
    renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Talk with' }), { target: { value: 'raven' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Raven' })).toBeTruthy();
    expect(log().getAttribute('aria-label')).toBe('Conversation with Raven');
  });
});
