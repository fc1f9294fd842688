import type { Profile } from '@core/profile/profile';
import type * as ProfileFile from '@core/profile/profile-file';
import type { ProfileFileReading } from '@core/profile/profile-file';
import { loadOnce } from '@/lib/load-once';

/**
 * How a profile file is written and read (zod and the contract), loaded once the page is up
 * (the page calls this after hydrating) rather than before its first paint.
 */
export const loadProfileFileRules: () => Promise<typeof ProfileFile> = loadOnce(
  () => import('@core/profile/profile-file'),
);

/** Saves the profile as a JSON file through the browser's download; settles with the file's name. */
export async function downloadProfile(profile: Profile, now: Date = new Date()): Promise<string> {
  const { profileFileName, profileFileText } = await loadProfileFileRules();
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
  let rules: typeof ProfileFile;
  try {
    rules = await loadProfileFileRules();
  } catch {
    return {
      ok: false,
      message: 'Profile files cannot be read just now: check your connection. Your profile was not changed.',
    };
  }
  const { profileFileSizeProblem, readProfileFile } = rules;
  const sizeProblem = profileFileSizeProblem(file.size);
  if (sizeProblem) return { ok: false, message: sizeProblem };
  try {
    return readProfileFile(await file.text());
  } catch {
    return { ok: false, message: 'That file could not be read. Your profile was not changed.' };
  }
}
