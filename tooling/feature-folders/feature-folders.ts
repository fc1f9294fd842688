import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FEATURE_IDS, type FeatureId } from '../../core/features/feature-ids';

/**
 * Where each reading feature lives. The goal the layout holds to: a change to one feature's
 * page, prompt, offline text and tests touches three folders, `core/features/<id>/`, its page
 * folder in `src/features/` and `e2e/`. `tsx tooling/feature-folders/feature-folders.ts` prints
 * the folders found for every feature; `feature-folders.test.ts` fails when a fourth appears.
 */

/** The page folder that shows a feature's readings, where it is not named by the feature id. */
const PAGE_OF: Partial<Record<FeatureId, string>> = { numerology: 'lucky-numbers' };
export const pageFolderOf = (feature: FeatureId): string => `src/features/${PAGE_OF[feature] ?? feature}`;

/** The folders a change to the feature may touch. */
export const allowedFoldersOf = (feature: FeatureId): readonly string[] => [
  `core/features/${feature}`,
  pageFolderOf(feature),
  'e2e',
];

const SEARCHED = ['core', 'server', 'src', 'e2e', 'bench', 'tooling', 'scripts'];
/** The test's own small tree, a feature's files out of place on purpose. */
const FIXTURE = join('tooling', 'feature-folders', 'fixture');

/** Files whose names hold a feature id but mean something else, each with why. */
const NOT_FEATURE_FILES = new Set([
  // The sky engine computes every kind of advanced chart; the feature reads them.
  'core/sky/advanced/compute-advanced-chart.ts',
  'core/sky/advanced/compute-advanced-chart.test.ts',
  // The stored conversation is part of the visitor's profile, which the chat page writes.
  'core/profile/chat-history-limit.ts',
  'core/profile/chat-message-length.ts',
  'core/profile/chat-message.ts',
  // A well-being topic and a lesson that share a name with a feature.
  'core/features/wellbeing/bank/topics/zodiac-diet.ts',
  'core/features/learn-astrology/lessons/reading-a-birth-chart.ts',
]);

function filesUnder(root: string, folder: string): string[] {
  const entries = readdirSync(join(root, folder), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(root, path) : [path];
  });
}

/**
 * A file belongs to a feature when a folder on its path is the id, or its name holds the id as
 * whole words (`love-prompt.ts`, `readings-love.test.ts`, `love.spec.ts`).
 */
function belongsTo(path: string, feature: FeatureId): boolean {
  const parts = path.split(sep);
  const words = `.${(parts.at(-1) ?? '').replaceAll('-', '.')}.`;
  return parts.slice(0, -1).includes(feature) || words.includes(`.${feature.replaceAll('-', '.')}.`);
}

/** The top folder a file of the feature sits in: its feature folder, its page folder, or its own folder. */
function featureRootOf(path: string, feature: FeatureId): string {
  const parts = path.split(sep);
  const at = parts.indexOf(feature);
  if (at >= 0) return parts.slice(0, at + 1).join('/');
  const page = pageFolderOf(feature);
  return `${parts.slice(0, -1).join('/')}/`.startsWith(`${page}/`) ? page : parts.slice(0, -1).join('/');
}

/** Every folder that holds a file of the feature, found by name in the source folders. */
export function foldersOf(feature: FeatureId, root: string): string[] {
  const found = new Set<string>();
  for (const top of SEARCHED) {
    for (const file of filesUnder(root, top).filter((path) => !path.includes(FIXTURE))) {
      const path = relative(root, join(root, file));
      if (belongsTo(path, feature) && !NOT_FEATURE_FILES.has(path.split(sep).join('/'))) {
        found.add(featureRootOf(path, feature));
      }
    }
  }
  return [...found].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..', '..');
  for (const feature of FEATURE_IDS) console.info(`${feature}: ${foldersOf(feature, root).join(', ')}`);
}
