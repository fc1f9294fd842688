import { act, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignId } from '@core/content/signs';
import type { ReadingRequest } from '@core/features/reading-request';
import { pageDoubles } from '@/testing/reading-page-doubles';
import { useCatalogueReading } from './use-catalogue-reading';

vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('A reading.'),
);

const NO_SIGN = 'Please select your zodiac sign first.';
// Any valid request shape stands in for a catalogue feature's own.
const toRequest = (sign: SignId, id: string) =>
  ({ feature: 'wellbeing', sign, topic: id, date: '2026-11-24' }) as ReadingRequest;

describe('useCatalogueReading', () => {
  beforeEach(() => pageDoubles.reset());

  it('alerts with the spec’s words and asks for nothing when no sign is chosen', () => {
    const { result } = renderHook(() => useCatalogueReading({ sign: null, noSignAlert: NO_SIGN, toRequest }));
    act(() => result.current.ask('meditation'));
    expect(result.current.askedId).toBeNull();
    render(<>{result.current.alertDialog}</>);
    expect(screen.getByRole('alertdialog').textContent).toContain(NO_SIGN);
    expect(pageDoubles.readingRequests.every((request) => request === null)).toBe(true);
  });

  it('asks for the sign and item, follows a sign change, and clears', () => {
    const { result, rerender } = renderHook(
      ({ sign }: { sign: SignId }) => useCatalogueReading({ sign, noSignAlert: NO_SIGN, toRequest }),
      { initialProps: { sign: 'leo' as SignId } },
    );
    act(() => result.current.ask('meditation'));
    expect(result.current.askedId).toBe('meditation');
    expect(pageDoubles.lastRequest()).toMatchObject({ sign: 'leo', topic: 'meditation' });
    rerender({ sign: 'virgo' });
    expect(pageDoubles.lastRequest()).toMatchObject({ sign: 'virgo', topic: 'meditation' });
    act(() => result.current.clear());
    expect(pageDoubles.lastRequest()).toBeNull();
    expect(result.current.reading.status).toBe('idle');
  });
});
