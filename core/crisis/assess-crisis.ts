import { conceptMatchesIn } from './concepts/concept-matches';
import type { ConceptSet } from './concepts/concept-rule';
import type { CrisisLanguage } from './crisis-language';
import { createNormalizerLexicon } from './crisis-lexicon';
import { CRISIS_KINDS, type CrisisKind } from './crisis-signals';
import { CRISIS_PACKS } from './languages';
import { languageOf, markerTableOf } from './language-of';
import { normalizeCrisisText } from './normalize';
import type { CrisisLanguagePack, CrisisStrength, ProximityLexicon } from './phrase-pack';

export type CrisisLevel = CrisisStrength | 'none';

/** What the local layer makes of one message. Ids only, never the text: it may be logged. */
export interface CrisisAssessment {
  readonly level: CrisisLevel;
  readonly kind: CrisisKind | null;
  /** The message's language, for the reply (English when unsure). */
  readonly language: CrisisLanguage;
  /** The ids of the phrases (and proximity rules, `<language>.proximity.<kind>`) that matched. */
  readonly matched: readonly string[];
}

/**
 * The order kinds are answered in when a message signals several: a medical emergency needs the
 * emergency number before anything else, then the danger to life, then harm, then abuse.
 */
export const URGENCY: readonly CrisisKind[] = ['medical', 'suicide', 'self-harm', 'abuse'];

interface Finding {
  readonly id: string;
  readonly kind: CrisisKind;
  readonly strength: CrisisStrength;
  readonly language: CrisisLanguage;
}

/** A pack with its regexes copied once into the forms the assessor runs. */
interface CompiledPack {
  readonly language: CrisisLanguage;
  readonly phrases: readonly (Omit<Finding, 'language'> & { readonly pattern: RegExp })[];
  readonly idioms: readonly RegExp[];
  readonly proximity: Required<ProximityLexicon>;
  readonly concepts: ConceptSet;
}

/** A copy that `test` can run without state (no `g` or `y`: their lastIndex would carry over). */
const stateless = (pattern: RegExp) => new RegExp(pattern.source, pattern.flags.replace(/[gy]/gu, ''));
/** A copy for replaceAll and matchAll, which need `g`. */
const global = (pattern: RegExp) => new RegExp(pattern.source, `${pattern.flags.replace(/[gy]/gu, '')}g`);
const NEVER = /(?!)/u;

function compile(pack: CrisisLanguagePack): CompiledPack {
  return {
    language: pack.language,
    phrases: pack.phrases.map(({ id, kind, strength, pattern }) => ({
      id,
      kind,
      strength,
      pattern: stateless(pattern),
    })),
    idioms: pack.idioms.map(({ pattern }) => global(pattern)),
    proximity: {
      self: stateless(pack.proximity.self),
      harm: global(pack.proximity.harm),
      intent: stateless(pack.proximity.intent),
      selfHarm: stateless(pack.proximity.selfHarm ?? NEVER),
    },
    concepts: pack.concepts ?? { rules: [], guard: NEVER },
  };
}

/**
 * Idioms are replaced by a mark that is no word and no sentence end: the words on either side
 * stay apart ("is killing me" cannot join a phrase), and the sentence stays one sentence.
 */
const BLANK = ' ~ ';

function sentencesOf(text: string): string[] {
  return text.split(/[.!?;\n]+/u).filter((sentence) => sentence.trim() !== '');
}

/**
 * The proximity rule, for phrasings no phrase lists: in one sentence, the writer (self), a word
 * of death or bodily harm (harm) and a word of wanting, planning, means, time or farewell
 * (intent), all from the same pack, raise a concern. Its kind is self-harm when every harm word
 * in the sentence is a way of hurting one's body, suicide otherwise.
 */
function proximityKind(sentence: string, lexicon: Required<ProximityLexicon>): CrisisKind | null {
  if (!lexicon.self.test(sentence) || !lexicon.intent.test(sentence)) return null;
  const harms = Array.from(sentence.matchAll(lexicon.harm), (match) => match[0]);
  if (harms.length === 0) return null;
  return harms.every((harm) => lexicon.selfHarm.test(harm)) ? 'self-harm' : 'suicide';
}

function findingsIn(text: string, packs: readonly CompiledPack[]): Finding[] {
  const findings: Finding[] = [];
  for (const pack of packs) {
    for (const { id, kind, strength, pattern } of pack.phrases) {
      if (pattern.test(text)) findings.push({ id, kind, strength, language: pack.language });
    }
  }
  const sentences = sentencesOf(text);
  for (const pack of packs) {
    for (const { id, kind } of conceptMatchesIn(text, sentences, pack.concepts)) {
      findings.push({ id, kind, strength: 'concern', language: pack.language });
    }
    const kinds = new Set(sentences.map((sentence) => proximityKind(sentence, pack.proximity)));
    for (const kind of CRISIS_KINDS) {
      if (kinds.has(kind)) {
        findings.push({
          id: `${pack.language}.proximity.${kind}`,
          kind,
          strength: 'concern',
          language: pack.language,
        });
      }
    }
  }
  return findings;
}

export type CrisisAssessor = (message: string) => CrisisAssessment;

/**
 * An assessor over the given packs: normalise, blank every pack's idioms, test every pack's
 * phrases (a message may mix languages), then the proximity rule. `crisis` beats `concern`, and
 * among the findings of the winning level the most urgent kind wins.
 */
export function createCrisisAssessor(packs: readonly CrisisLanguagePack[]): CrisisAssessor {
  const lexicon = createNormalizerLexicon(packs);
  const compiled = packs.map(compile);
  const markers = markerTableOf(packs);

  return (message) => {
    const text = normalizeCrisisText(message, lexicon);
    let guarded = text;
    for (const pack of compiled) {
      for (const idiom of pack.idioms) guarded = guarded.replace(idiom, BLANK);
    }
    const findings = findingsIn(guarded, compiled);
    const language = languageOf(
      text,
      markers,
      findings.map((finding) => finding.language),
    );
    const level: CrisisLevel = findings.some((finding) => finding.strength === 'crisis')
      ? 'crisis'
      : findings.length > 0
        ? 'concern'
        : 'none';
    const winning = findings.filter((finding) => level === 'none' || finding.strength === level);
    const kind = URGENCY.find((candidate) => winning.some((finding) => finding.kind === candidate)) ?? null;
    return { level, kind, language, matched: [...new Set(findings.map((finding) => finding.id))] };
  };
}

/** The assessor over every language pack, built once when first used. */
let shared: CrisisAssessor | undefined;

/**
 * How urgently a chat message signals a crisis, of which kind, and in which language to answer.
 * Local and synchronous: the same on the server and in the browser, with no network.
 */
export function assessCrisis(message: string): CrisisAssessment {
  shared ??= createCrisisAssessor(Object.values(CRISIS_PACKS));
  return shared(message);
}

/**
 * Builds the shared assessor and runs every regex once, so the engine compiles them now rather
 * than on the visitor's first message (a few hundred milliseconds on a slow phone). For an idle
 * moment, such as the chat page opening.
 */
export function warmUpCrisisLayer(): void {
  assessCrisis('warm up');
}
