import type { Profile } from '@core/profile/profile';
import {
  type ProfileFileReading,
  profileFileName,
  profileFileSizeProblem,
  profileFileText,
  readProfileFile,
} from '@core/profile/profile-file';

/** Saves the profile as a JSON file through the browser's download; returns the file's name. */
export function downloadProfile(profile: Profile, now: Date = new Date()): string {
  const name = profileFileName(profile, now);
  const url = URL.createObjectURL(new Blob([profileFileText(profile, now)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

/** Reads a chosen file as a profile; too large a file is refused before it is read. */
export async function readProfileFromFile(file: Blob): Promise<ProfileFileReading> {
  const sizeProblem = profileFileSizeProblem(file.size);
  if (sizeProblem) return { ok: false, message: sizeProblem };
  try {
    return readProfileFile(await file.text());
  } catch {
    return { ok: false, message: 'That file could not be read. Your profile was not changed.' };
  }
}
