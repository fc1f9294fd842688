import { type Profile, profileSchema, withConsistentLocation } from './profile';

/**
 * The visitor's own copy of their profile: a JSON file they download and can load back, on this
 * browser or another. The file names what it is, so a stray JSON file is refused rather than
 * read as an empty profile.
 */
export const PROFILE_FILE_KIND = 'cosmic-guide-profile';
export const PROFILE_FILE_VERSION = 1;
/**
 * Larger than any real export (a hundred long chat messages fit several times over), small
 * enough that a wrong file is refused before it is read into memory.
 */
export const MAX_PROFILE_FILE_BYTES = 2 * 1024 * 1024;

export interface ProfileFile {
  kind: typeof PROFILE_FILE_KIND;
  version: typeof PROFILE_FILE_VERSION;
  exportedAt: string;
  profile: Profile;
}

/** "cosmic-profile-ana-2026-11-24.json": readable in a downloads folder, safe on every system. */
export function profileFileName(profile: Pick<Profile, 'name'>, now: Date = new Date()): string {
  const slug = profile.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `cosmic-profile-${slug === '' ? '' : `${slug}-`}${now.toISOString().slice(0, 10)}.json`;
}

export function profileFileText(profile: Profile, now: Date = new Date()): string {
  const file: ProfileFile = {
    kind: PROFILE_FILE_KIND,
    version: PROFILE_FILE_VERSION,
    exportedAt: now.toISOString(),
    profile,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ProfileFileReading = { ok: true; profile: Profile } | { ok: false; message: string };

const NOTHING_CHANGED = 'Your profile was not changed.';
const refuse = (reason: string): ProfileFileReading => ({
  ok: false,
  message: `${reason} ${NOTHING_CHANGED}`,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a file of this many bytes is worth reading at all. */
export function profileFileSizeProblem(bytes: number): string | null {
  if (bytes === 0) return `That file is empty. ${NOTHING_CHANGED}`;
  if (bytes > MAX_PROFILE_FILE_BYTES) {
    return `That file is too large to be a Cosmic Guide profile (the limit is 2 MB). ${NOTHING_CHANGED}`;
  }
  return null;
}

/**
 * Reads an exported file back. All or nothing: unlike a damaged browser store, which is repaired
 * field by field so the app can start, a file the visitor chose is either a valid profile or
 * refused with the reason, so they never end up with half of it.
 */
export function readProfileFile(text: string, now: Date = new Date()): ProfileFileReading {
  const sizeProblem = profileFileSizeProblem(new TextEncoder().encode(text).length);
  if (sizeProblem) return { ok: false, message: sizeProblem };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('That file is not a JSON file, so it cannot be a Cosmic Guide profile.');
  }
  if (!isRecord(data) || data.kind !== PROFILE_FILE_KIND || !isRecord(data.profile)) {
    return refuse('That file is JSON, but not a profile exported from Cosmic Guide.');
  }
  if (data.version !== PROFILE_FILE_VERSION) {
    return refuse(`That profile file has version ${String(data.version)}, which this version cannot read.`);
  }
  const candidate = { ...data.profile, lastVisited: now.toISOString() };
  const parsed = profileSchema.safeParse(candidate);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'profile')))];
    return refuse(`That profile file has unreadable fields (${fields.join(', ')}).`);
  }
  const profile = withConsistentLocation({
    ...parsed.data,
    chatHistory: parsed.data.chatHistory.filter((message) => !message.isTyping),
  });
  return { ok: true, profile };
}
