import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarExportButton } from './calendar-export-button';

const FILE = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';

afterEach(() => vi.restoreAllMocks());

describe('CalendarExportButton', () => {
  it('builds the file on click and downloads it from a Blob URL under the given name', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:calendar';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const build = vi.fn(() => Promise.resolve(FILE));
    render(<CalendarExportButton what="the 3 events shown" fileName="sky.ics" build={build} />);
    expect(build).not.toHaveBeenCalled();

    const button = screen.getByRole('button', { name: 'Add to calendar (.ics)' });
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toMatch(/the 3 events shown.*nothing is sent/);
    fireEvent.click(button);

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('sky.ics');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:calendar');
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await blobs[0]?.text()).toBe(FILE);
  });

  it('says so when the file cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CalendarExportButton what="x" fileName="x.ics" build={() => Promise.reject(new Error('no'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('could not be made'));
  });
});
