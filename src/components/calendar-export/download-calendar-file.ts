/**
 * Saves calendar text as a .ics file from a Blob URL: the file is made on the device and
 * nothing in it travels to the server. The URL is revoked once the download has started.
 */
export function downloadCalendarFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
