import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCalendar } from '@core/testing/parsed-calendar';
import { DailyReminderForm } from './daily-reminder-form';

afterEach(() => vi.restoreAllMocks());

/** Captures the Blob a download is made from. */
function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:reminder';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}

describe('DailyReminderForm', () => {
  it('downloads a daily repeating event at the picked time that opens the sign’s daily page', async () => {
    const blobs = captureDownloads();
    render(<DailyReminderForm sign="pisces" />);
    fireEvent.change(screen.getByLabelText('Remind me every day at'), { target: { value: '06:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const [reminder] = parseCalendar(await (blobs[0] as Blob).text()).events;
    expect(reminder?.rrule?.freq).toBe('DAILY');
    expect(reminder?.lines.dtstart).toMatch(/^DTSTART:\d{8}T061500$/);
    expect(reminder?.url).toBe(`${window.location.origin}/daily?sign=pisces`);
    expect(reminder?.summary).toContain('Pisces');
  });

  it('offers no file until a time is picked', () => {
    render(<DailyReminderForm sign="pisces" />);
    fireEvent.change(screen.getByLabelText('Remind me every day at'), { target: { value: '' } });
    expect(screen.queryByRole('button', { name: 'Add to calendar (.ics)' })).toBeNull();
    expect(screen.getByText('Pick a time to make the reminder.')).toBeTruthy();
  });
});
