import { PLANET_IDS, type PlanetId, SIGN_IDS, type SignId, signs } from '../../content/signs';
import { ASPECT_IDS, type AspectId } from '../../sky/aspects';
import { aspectWords, bodyNames } from './chart-words';

/**
 * The summary lines of core/sky/advanced ("Composite Venus in Libra 14°02′ in house 7", "Your
 * Sun trine their Moon (orb 1°12′, applying)") read back into typed facts, so the offline
 * composer can interpret each one. The dispatcher hands over only these lines, so the shapes
 * it prints are matched one by one, with a word-spotting reading (planets, aspects, signs,
 * houses) for any line whose shape is new.
 */
export type ReadingBody = PlanetId | 'node';

/** Whose body a line speaks of, from its first word: "Your", "Their", "Composite", "natal" … */
export type Owner =
  | 'your'
  | 'their'
  | 'composite'
  | 'davison'
  | 'progressed'
  | 'natal'
  | 'solar-return'
  | 'lunar-return'
  | 'relocated';

export interface BodyRef {
  owner: Owner;
  body: ReadingBody;
}

export type SummaryFact =
  | { kind: 'placement'; line: string; ref: BodyRef; sign: SignId; house?: number }
  | { kind: 'angle'; line: string; owner: Owner; angle: 'ascendant' | 'midheaven'; sign: SignId }
  | { kind: 'aspect'; line: string; first: BodyRef; second: BodyRef; aspect: AspectId }
  | { kind: 'overlay'; line: string; ref: BodyRef; host: Owner; house: number }
  | { kind: 'sign-change'; line: string; ref: BodyRef; from: SignId; to: SignId }
  | { kind: 'turn'; line: string; ref: BodyRef; motion: 'retrograde' | 'direct' }
  | { kind: 'house-move'; line: string; body: ReadingBody; from: number; to: number }
  | { kind: 'house-ruler'; line: string; house: number; sign: SignId; rulers: ReadingBody[] }
  | { kind: 'occupants'; line: string; house: number; bodies: ReadingBody[] }
  | { kind: 'key-planet'; line: string; body: ReadingBody; role: string; sign: SignId; house?: number }
  | { kind: 'frame'; line: string; bodies: ReadingBody[]; aspect?: AspectId; sign?: SignId; house?: number };

const OWNER_WORDS: readonly [string, Owner][] = [
  ['solar return', 'solar-return'],
  ['lunar return', 'lunar-return'],
  ['composite', 'composite'],
  ['davison', 'davison'],
  ['progressed', 'progressed'],
  ['relocated', 'relocated'],
  ['natal', 'natal'],
  ['your', 'your'],
  ['their', 'their'],
];

const BODY_WORDS: readonly [string, ReadingBody][] = [
  ['North Node', 'node'],
  ...PLANET_IDS.map((id) => [bodyNames[id], id] as [string, ReadingBody]),
];
const SIGN_WORDS: readonly string[] = SIGN_IDS.map((id) => signs[id].name);

const alternatives = (words: readonly string[]) => words.join('|');
const OWNER = `(${alternatives(OWNER_WORDS.map(([word]) => word))})`;
const BODY = `(?:mean )?(${alternatives(BODY_WORDS.map(([word]) => word))})`;
const SIGN = `(${alternatives(SIGN_WORDS)})`;
const ASPECT = `(${alternatives(ASPECT_IDS.map((id) => aspectWords[id]))})`;
const DEGREES = `\\d+°\\d+′`;

const ownerOf = (word: string | undefined): Owner =>
  OWNER_WORDS.find(([text]) => text === word?.toLowerCase())?.[1] ?? 'your';
const bodyOf = (word: string | undefined): ReadingBody =>
  BODY_WORDS.find(([text]) => text === word)?.[1] ?? 'sun';
const signOf = (word: string | undefined): SignId => SIGN_IDS[SIGN_WORDS.indexOf(word ?? '')] ?? 'aries';
const aspectOf = (word: string | undefined): AspectId =>
  ASPECT_IDS.find((id) => aspectWords[id] === word) ?? 'conjunction';
const bodiesIn = (text: string): ReadingBody[] =>
  [...text.matchAll(new RegExp(BODY, 'g'))].map((match) => bodyOf(match[1]));

interface Shape {
  pattern: RegExp;
  read: (match: RegExpMatchArray, line: string) => SummaryFact;
}

/** The shapes the advanced summaries print, most specific first. */
const SHAPES: readonly Shape[] = [
  {
    // "Your Venus trine their Mars (orb 1°12′, applying)", "Progressed Sun conjunct natal Venus (orb …)"
    pattern: new RegExp(`^${OWNER} ${BODY} ${ASPECT} (?:${OWNER} )?${BODY} \\(orb`, 'i'),
    read: (match, line) => ({
      kind: 'aspect',
      line,
      first: { owner: ownerOf(match[1]), body: bodyOf(match[2]) },
      aspect: aspectOf(match[3]),
      second: { owner: ownerOf(match[4] ?? match[1]), body: bodyOf(match[5]) },
    }),
  },
  {
    // "Their Venus falls in your house 7"
    pattern: new RegExp(`^${OWNER} ${BODY} falls in ${OWNER} house (\\d+)`, 'i'),
    read: (match, line) => ({
      kind: 'overlay',
      line,
      ref: { owner: ownerOf(match[1]), body: bodyOf(match[2]) },
      host: ownerOf(match[3]),
      house: Number(match[4]),
    }),
  },
  {
    // "Progressed Moon has moved from its natal Leo into Virgo"
    pattern: new RegExp(`^${OWNER} ${BODY} has moved from its natal ${SIGN} into ${SIGN}`, 'i'),
    read: (match, line) => ({
      kind: 'sign-change',
      line,
      ref: { owner: ownerOf(match[1]), body: bodyOf(match[2]) },
      from: signOf(match[3]),
      to: signOf(match[4]),
    }),
  },
  {
    // "Progressed Mercury has turned retrograde since birth"
    pattern: new RegExp(`^${OWNER} ${BODY} has turned (retrograde|direct)`, 'i'),
    read: (match, line) => ({
      kind: 'turn',
      line,
      ref: { owner: ownerOf(match[1]), body: bodyOf(match[2]) },
      motion: match[3] === 'retrograde' ? 'retrograde' : 'direct',
    }),
  },
  {
    // "Composite Sun in Libra 14°02′ in house 7", "Progressed Moon in Leo 3°10′ in natal house 5"
    pattern: new RegExp(`^${OWNER} ${BODY} in ${SIGN} ${DEGREES}(?: in (?:natal )?house (\\d+))?$`, 'i'),
    read: (match, line) => ({
      kind: 'placement',
      line,
      ref: { owner: ownerOf(match[1]), body: bodyOf(match[2]) },
      sign: signOf(match[3]),
      ...(match[4] ? { house: Number(match[4]) } : {}),
    }),
  },
  {
    // "Composite Ascendant Libra 14°02′"
    pattern: new RegExp(`^${OWNER} (Ascendant|Midheaven) ${SIGN} ${DEGREES}$`, 'i'),
    read: (match, line) => ({
      kind: 'angle',
      line,
      owner: ownerOf(match[1]),
      angle: match[2] === 'Ascendant' ? 'ascendant' : 'midheaven',
      sign: signOf(match[3]),
    }),
  },
  {
    // Relocation: "Venus moves from natal house 5 to house 6"
    pattern: new RegExp(`^${BODY} moves from natal house (\\d+) to house (\\d+)`),
    read: (match, line) => ({
      kind: 'house-move',
      line,
      body: bodyOf(match[1]),
      from: Number(match[2]),
      to: Number(match[3]),
    }),
  },
  {
    // Focus readings: "House 6 cusp in Virgo 12°03′: ruler Mercury in …", "House 6 is Virgo: modern ruler …"
    pattern: new RegExp(`^House (\\d+) (?:cusp in|is) ${SIGN}[^:]*: (.*)$`),
    read: (match, line) => ({
      kind: 'house-ruler',
      line,
      house: Number(match[1]),
      sign: signOf(match[2]),
      rulers: [...(match[3] ?? '').matchAll(new RegExp(`ruler ${BODY}`, 'g'))].map((ruler) =>
        bodyOf(ruler[1]),
      ),
    }),
  },
  {
    // "House 6 holds Sun (Leo 1°00′) and Moon (Leo 9°12′)", "House 6 holds no planets"
    pattern: /^House (\d+) holds (.*)$/,
    read: (match, line) => ({
      kind: 'occupants',
      line,
      house: Number(match[1]),
      bodies: bodiesIn(match[2] ?? ''),
    }),
  },
  {
    // "Key planet Sun (vitality) in Leo 3°00′ in house 5"
    pattern: new RegExp(`^Key planet ${BODY} \\((.*)\\) in ${SIGN} ${DEGREES}(?: in house (\\d+))?`),
    read: (match, line) => ({
      kind: 'key-planet',
      line,
      body: bodyOf(match[1]),
      role: (match[2] ?? '').split(': ').at(-1) ?? '',
      sign: signOf(match[3]),
      ...(match[4] ? { house: Number(match[4]) } : {}),
    }),
  },
];

/** Any other line: the words it contains, for a meaning built from them. */
function frameOf(line: string): SummaryFact {
  const aspect = new RegExp(`\\b${ASPECT}\\b`).exec(line)?.[1];
  const sign = new RegExp(SIGN).exec(line)?.[1];
  const house = /\bhouse (\d{1,2})\b/i.exec(line)?.[1];
  return {
    kind: 'frame',
    line,
    bodies: bodiesIn(line),
    ...(aspect ? { aspect: aspectOf(aspect) } : {}),
    ...(sign ? { sign: signOf(sign) } : {}),
    ...(house ? { house: Number(house) } : {}),
  };
}

export function readSummaryLine(line: string): SummaryFact {
  const text = line.trim();
  for (const shape of SHAPES) {
    const match = text.match(shape.pattern);
    if (match) return shape.read(match, text);
  }
  return frameOf(text);
}
