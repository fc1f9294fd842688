import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfilePatch } from '@core/profile/profile';
import type * as ProfileStore from '@/lib/profile/profile-store';
import { getProfile, resetProfile } from '@/lib/profile/profile-store';
import ChatPage from './chat-page';

/**
 * A first visit's profile has no rules loaded yet, so its first change waits for them. Here
 * every change waits for `rulesArrive`, and the reply comes back before it does.
 */
const rules: { arrive?: () => void; arrived: Promise<void> } = { arrived: Promise.resolve() };
vi.mock('@/lib/profile/profile-store', async (importOriginal) => {
  const real = await importOriginal<typeof ProfileStore>();
  return {
    ...real,
    updateProfile: (patch: ProfilePatch) => rules.arrived.then(() => real.updateProfile(patch)),
  };
});

const encoder = new TextEncoder();
const frame = (event: string, data: object) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);
const replyOf = (text: string) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(frame('text-delta', { text }));
        controller.enqueue(frame('text-end', { source: 'ai' }));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

beforeEach(() => {
  resetProfile();
  rules.arrived = new Promise((resolve) => (rules.arrive = resolve));
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValueOnce(replyOf('The stars hear you.')));
});
afterEach(() => vi.unstubAllGlobals());

describe('ChatPage on a first visit', () => {
  it('keeps the question when the reply arrives before the profile can save it', async () => {
    render(
      <MemoryRouter>
        <ChatPage />
      </MemoryRouter>,
    );
    const box = screen.getByRole('textbox', { name: /Message/ });
    fireEvent.change(box, { target: { value: 'Is this a good week?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // Let the reply stream to its end while the profile still waits.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(getProfile().chatHistory).toEqual([]);

    await act(async () => rules.arrive?.());
    await waitFor(() => expect(getProfile().chatHistory).toHaveLength(2));
    expect(getProfile().chatHistory.map((message) => [message.isUser, message.text])).toEqual([
      [true, 'Is this a good week?'],
      [false, 'The stars hear you.'],
    ]);
    expect(getProfile().totalReadings).toBe(1);
  });
});
