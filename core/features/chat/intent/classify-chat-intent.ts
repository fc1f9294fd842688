import { PLANET_IDS, type PlanetId, SIGN_IDS, type SignId } from '../../../content/signs';
import type { ChatTurn } from '../chat-request';
import {
  AREA_INTENTS,
  type AreaIntentId,
  CHAT_INTENT_IDS,
  type ChatIntentId,
  PLANET_INTENTS,
} from './chat-intents';

/**
 * The offline guide's reading of a message: scored features (whole-word patterns with weights)
 * add up per intent, a feature inside a negated phrase ("not about love") counts against its
 * intent, and the highest score wins, ties going to the more specific intent. Social turns
 * (hello, thanks, goodbye) win only when nothing else is asked: "Hi! What does my Saturn return
 * mean?" is a Saturn-return question that also greets. History decides the bare follow-ups
 * ("why?", "go on").
 */

export interface ChatAnalysis {
  intent: ChatIntentId;
  /** The message says hello (answered with a short hello before the answer). */
  greets: boolean;
  /** The message thanks the guide. */
  thanks: boolean;
  /** Signs the message names about someone or something, in order (not "I'm a Leo"). */
  signs: SignId[];
  /** A planet the message names, if any. */
  planet?: PlanetId;
  /** The life area the message is about, when it also asks something else (timing, next week). */
  subject?: AreaIntentId;
  /** Every intent's score, for tests and tuning. */
  scores: Partial<Record<ChatIntentId, number>>;
}

interface Feature {
  intent: ChatIntentId;
  pattern: RegExp;
  weight: number;
  /** Counted against its intent when a negation stands just before it. */
  negatable?: boolean;
}

const SIGN_WORDS: Record<SignId, string> = {
  aries: 'aries(?:es)?|arian?s?',
  taurus: 'taurus(?:es)?|taurean?s?',
  gemini: 'geminis?',
  cancer: 'cancers?|cancerians?',
  leo: 'leos?',
  virgo: 'virgos?',
  libra: 'libras?|librans?',
  scorpio: 'scorpios?|scorpions?',
  sagittarius: 'sagittarius(?:es)?|sagittarians?|sagg?ies?|sag',
  capricorn: 'capricorns?|caps?',
  aquarius: 'aquarius(?:es)?|aquarians?',
  pisces: 'pisces|pisceans?',
};
const ANY_SIGN = Object.values(SIGN_WORDS).join('|');
const SIGN_PATTERN = new RegExp(`\\b(${ANY_SIGN})\\b`, 'gu');
/** "I'm a Leo", "as a Virgo", "me (Leo)": the visitor's own sign, not a question about one. */
const SELF_SIGN = new RegExp(
  `\\b(?:i am|i'm|im|i’m|as|me,?|being|myself)\\s+(?:a|an|the)?\\s*(?:${ANY_SIGN})\\b|\\((?:${ANY_SIGN})\\)|\\b(?:${ANY_SIGN})\\s+here\\b`,
  'gu',
);

const PLANET_WORDS: Record<PlanetId, string> = {
  sun: 'sun',
  moon: 'moon',
  mercury: 'mercury',
  venus: 'venus',
  mars: 'mars',
  jupiter: 'jupiter',
  saturn: 'saturn',
  uranus: 'uranus',
  neptune: 'neptune',
  pluto: 'pluto',
};

const f = (intent: ChatIntentId, weight: number, source: string, negatable = false): Feature => ({
  intent,
  weight,
  pattern: new RegExp(`\\b(?:${source})\\b`, 'gu'),
  negatable,
});

const AUX = 'will|would|should|shall|is|are|am|can|could|do|does|did|was|were|has|have|may|might';

const FEATURES: readonly Feature[] = [
  // Social turns.
  f(
    'greeting',
    2,
    "hello+|hi+|hey+|hiya|heya|howdy|greetings|good (?:morning|afternoon|evening|day)|yo|hola|salut|namaste|how are you|how's it going|how are things|nice to meet you",
  ),
  f(
    'thanks',
    2,
    'thanks?|thank you|thank u|thx|ty|tysm|cheers|grateful|appreciated?|that (?:helped|helps|was helpful|was lovely)|much appreciated',
  ),
  f(
    'goodbye',
    2.5,
    "bye+|goodbye|good ?night|see (?:you|ya)|farewell|talk (?:to you )?(?:later|soon|tomorrow)|gotta go|got to go|have to go|that's all|cya|until next time|signing off|take care|later then",
  ),

  // Life areas.
  f(
    'love',
    3,
    'love life|in love|find love|true love|soul ?mates?|the one|romance|romantic|dating|first date|a date|go on a date|crush|boyfriend|girlfriend|bf|gf|husband|wife|spouse|fianc[ée]e?|partner|marriage|marry|married|wedding|relationships?|breakup|break up|broke up|heartbreak|ex|my heart|someone special|tinder|hinge|bumble|single|attraction|flirt(?:ing)?|kiss|affair|cheating|cheated',
    true,
  ),
  f(
    'love',
    3,
    'loves? me|love (?:him|her|them)|still loves?|relationshp|realtionship|relatinship|divorce|divorced',
    true,
  ),
  f('love', 1.5, 'love(?! to\\b)|loving|lover', true),
  f(
    'career',
    3,
    'career|carr?e+r|carreer|jobb?|job|jobs|boss|manager|promotion|promoted|interview|colleagues?|co-?workers?|office|workplace|business|startup|start-up|quit|resign|hired|fired|laid off|redundan(?:t|cy)|profession|cv|resume|applications?|apply for|work life|at work|my work|new role|team lead|clients?|entrepreneur|freelanc(?:e|ing|er)',
    true,
  ),
  f('career', 1.5, 'work(?!\\s+out)|working|studies|university|college|exams?', true),
  f(
    'money',
    3,
    'money|finances?|financial(?:ly)?|savings|save up|saving up|saving money|monney|finaces|debts?|budget|budgeting|spending|spend|invest(?:ing|ment|ments)?|rent|bills|loans?|income|salary|pay rise|raise|broke|afford|mortgage|wealth|wealthy|rich|lottery|cash|credit card|expenses|crypto|bitcoin|stocks',
    true,
  ),
  f(
    'family',
    3,
    'family|families|mum|mom|mother|dad|father|parents?|sisters?|brothers?|siblings?|kids|children|child|son|daughter|grand(?:ma|pa|mother|father|parents)|in-?laws?|aunt|uncle|cousins?|step(?:mum|mom|dad)|home life|my baby|pregnan(?:t|cy)|household',
    true,
  ),
  f(
    'friends',
    3,
    'friends?|friendships?|bestie|bff|best mate|mates|social life|lonely|loneliness|group chat|invites?|invited|left out|no one (?:calls|texts)|nobody (?:calls|texts)|roommates?|flatmates?|fit in|acquaintances?|falling out|fell out',
    true,
  ),
  f(
    'health',
    3,
    'health|healthy|sleep|sleeping|insomnia|tired|exhausted|fatigue|energy levels?|my body|body|exercise|workout|gym|diet|eating|weight|sick|ill|illness|pain|headaches?|migraines?|doctor|medication|meds|symptoms?|well-?being|wellness|fitness|self-care|rest more',
    true,
  ),
  f(
    'stress',
    3,
    'stress(?:ed)?|anxious|anxiety|anxios|overwhelmed|overthinking|worried|worry|worrying|self-doubt|doubt myself|doubting myself|not good enough|insecure|insecurity|confidence|nervous|burn-?out|burnt out|burned out|sad|feeling low|feel low|imposter|impostor|panic|panicking|unmotivated|heavy heart|drained',
    true,
  ),
  f(
    'stress',
    1.5,
    "lost|stuck|down lately|scared|afraid|fear|pressure|motivation|too much|so much at the moment|can't switch (?:my brain )?off|can't cope|cannot cope|falling apart|on edge|all over the place",
    true,
  ),
  f(
    'decision',
    3.5,
    'decide|deciding|decision|decisions|choose|choosing|choice|torn between|pros and cons|dilemma|which (?:one|option|path|offer)|crossroads|make up my mind|should i (?:\\w+ ){1,4}or\\b',
  ),

  // Planets: a planet with words that ask what it means.
  ...PLANET_IDS.map((planet) =>
    f(
      PLANET_INTENTS[planet],
      4,
      `(?:my|natal)\\s+${PLANET_WORDS[planet]}(?!\\s+sign)|${PLANET_WORDS[planet]}\\s+(?:in|mean|means|meaning|doing|do|does|affect|affects|influence|influences|for me|in my chart|placement|transit|transits|aspects?|energy|rules?)|${PLANET_WORDS[planet]}(?:'s|’s)|about ${PLANET_WORDS[planet]}|what(?:'s| is) ${PLANET_WORDS[planet]}`,
    ),
  ),
  ...PLANET_IDS.map((planet) => f(PLANET_INTENTS[planet], 2, PLANET_WORDS[planet])),
  ...PLANET_IDS.map((planet) => f(PLANET_INTENTS[planet], 1, `the ${PLANET_WORDS[planet]}`)),

  // Astrological specifics.
  f(
    'saturn-return',
    9,
    'saturn(?:ian)? returns?|saturn return|return of saturn|saturn comes? back|saturn coming back|saturns? return',
  ),
  f('jupiter-return', 9, 'jupiter returns?|return of jupiter|jupiter comes? back|jupiter coming back'),
  f(
    'mercury-retrograde',
    9,
    "mercury(?:'s|’s)? (?:is |be |going to |go |goes |went |station(?:s|ing)? |turns? |turning )?(?:in |into )?retro(?:grade)?|merc(?:ury)? rx|mercury rx|retrograde mercury",
  ),
  f('mercury-retrograde', 4, 'retrograde|retro|rx'),
  f('rising-sign', 9, 'rising|ascendant|ascendent|ascendent sign|asc sign|my asc\\b|rising sign'),
  f(
    'moon-sign',
    9,
    "moon sign|moon's sign|what(?:'s| is) my moon|lunar sign|which sign (?:is )?my moon|my moon placement",
  ),
  f(
    'sun-sign',
    9,
    "sun sign|star sign|zodiac sign|what sign am i|which sign am i|what(?:'s| is) my sign|my sign is what|what zodiac am i|am i (?:a|an) (?:" +
      ANY_SIGN +
      ')|am i really (?:a|an) (?:' +
      ANY_SIGN +
      ')|cusp',
  ),
  f(
    'compatibility',
    8,
    'compatib(?:le|ility)|get along|good match|match with|matches with|a match|good together|work together as a couple|go together|chemistry with|synastry|suit me|right for me|(?:' +
      ANY_SIGN +
      ')\\s+(?:and|&|with|vs|x)\\s+(?:a |an )?(?:' +
      ANY_SIGN +
      ')',
  ),
  f(
    'compatibility',
    6,
    'with (?:a|an|my|this)? ?(?:' +
      ANY_SIGN +
      ')|(?:' +
      ANY_SIGN +
      ') (?:man|woman|guy|girl|boy|partner|boyfriend|girlfriend|husband|wife|crush)',
  ),
  f('sign-nature', 5, ANY_SIGN),
  f(
    'sign-nature',
    2,
    'like as (?:a )?(?:person|people|partners?)|traits|personality|typical|what are .* like',
  ),

  // Time frames and the sky.
  f(
    'timing',
    5,
    '^when|when (?:will|should|shall|is|are|do|does|can|might|would|could)|what time|how long until|how long till|how long before|how soon|best (?:day|time|week|month|moment)|good (?:day|time|week|moment) to|right time|timing|which (?:day|month|date)|by (?:when|what date)|what date',
  ),
  f('timing', 3, 'is it time|time to'),
  f('next-week', 2.5, 'this week'),
  f(
    'next-week',
    7,
    'next week|coming week|week ahead|the weekend|this weekend|next few days|coming days|rest of the week|next 7 days|next seven days|upcoming week|weekly',
  ),
  f(
    'today-sky',
    6,
    "today's sky|sky today|the sky (?:right )?now|in the sky|cosmic weather|cosmic energy|energy today|today's energy|energy right now|moon phase|phase of the moon|what (?:is )?the moon (?:is )?doing|moon is doing|full moon|new moon|what(?:'s| is) the moon doing|moon (?:today|tonight|right now)|tonight's moon|planets (?:today|right now|now)|current transits|transits today|horoscope|today's reading|going on (?:up there|in the cosmos|astrologically)|astrologically today|vibe today|today's vibe",
  ),
  f('today-sky', 1.5, 'today|tonight|right now|currently'),
  f('today-sky', 8, 'what phase|which phase|phase is the moon|moon phase'),

  // The conversation itself.
  f(
    'tell-more',
    8,
    'tell me more|more please|more about (?:that|this|it)|go on|keep going|continue|elaborate|expand on|say more|what else|and then|more detail|more details|dig deeper|go deeper|anything else (?:about|on) (?:that|this|it)|can you add|more on that|explain more|more of that|i want more|more!|carry on',
  ),
  f(
    'last-answer',
    9,
    "your (?:last|previous|earlier|first) (?:answer|reply|message|response|point)|what you (?:just )?(?:said|wrote|told me|meant|mentioned)|you (?:just )?(?:said|mentioned|wrote|told me)|that answer|that reply|what do you mean|what did you mean|explain that|explain what you|clarify|you lost me|don't understand (?:that|what you|your)|didn't understand|not sure what you mean|in simpler (?:terms|words)|rephrase|build on that|why did you say|about what you said",
  ),
  f(
    'summary',
    10,
    "summari[sz]e|summary|recap|sum (?:it |that |this |everything )?up|sum up|tl;?dr|what (?:have|did) you (?:told|tell) me|what have we (?:talked|spoken|discussed)|what did we (?:talk|speak|discuss)|remind me what you (?:said|told)|everything you(?:'ve| have)? (?:said|told me)|key points|main points|so far in (?:this|our) (?:chat|conversation)|overview of (?:our|this) (?:chat|conversation)",
  ),

  // Other tools.
  f(
    'tarot',
    8,
    'tarot|three card|3 card|card spread|spread of cards|card pull|pull a card|draw a card|pull me a card|tarot spread|celtic cross|major arcana|the fool card|a reading with cards',
  ),
  f('dreams', 8, 'dream|dreams|dreamt|dreamed|dreaming|nightmares?|recurring dream|woke up from'),

  // Outside what a guide does.
  f(
    'off-topic',
    12,
    'python|javascript|typescript|java|c\\+\\+|sql|html|css|code|coding|program(?:ming)?|script|function|algorithm|regex|compile|debug|sort (?:a|this|the|my) list|spreadsheet|excel formula|recipes?|cook|cooking|bake|baking|ingredients|capital of|translate|translation|homework|essay|poem about (?:cats|dogs)|weather forecast|will it rain|raining|football|soccer|who won|score of|president|prime minister|population of|how many (?:people|countries|miles|km)|convert \\d+|what is \\d+|\\d+\\s*[-+*/x×]\\s*\\d+|square root|solve (?:for|this|the)|equation|stock price|tell me a joke|a joke|riddle|trivia|chatgpt|wikipedia|movie recommendation|tv show|best laptop|car insurance|tax return|how do i fix|install|wifi|password',
  ),

  // Yes/no: a question opened by an auxiliary verb, when nothing more specific is asked.
  f('yes-no', 2, `^(?:${AUX})\\s+(?:i|it|this|that|things|my|we|he|she|they|today|now|there)`),
  f('yes-no', 1, 'yes or no|yes/no|simple yes|just say yes'),

  // Broad asks answered generally.
  f(
    'general',
    1,
    "advice|guidance|what should i focus on|focus on|what's in store|in store for me|message for me|anything for me|what do the stars say|read me|my future|what's next|help me|any tips|what do you see|insight",
  ),
];

/** The order in which equal scores are settled: the more specific intent first. */
const PRIORITY: readonly ChatIntentId[] = [
  'off-topic',
  'summary',
  'last-answer',
  'tell-more',
  'saturn-return',
  'jupiter-return',
  'mercury-retrograde',
  'rising-sign',
  'moon-sign',
  'sun-sign',
  'compatibility',
  ...Object.values(PLANET_INTENTS),
  'tarot',
  'dreams',
  'next-week',
  'timing',
  'today-sky',
  'decision',
  'sign-nature',
  ...AREA_INTENTS,
  'yes-no',
  'general',
  'goodbye',
  'thanks',
  'greeting',
];
const SOCIAL: ReadonlySet<ChatIntentId> = new Set(['greeting', 'thanks', 'goodbye']);
const AREAS: ReadonlySet<ChatIntentId> = new Set(AREA_INTENTS);

const NEGATION =
  /\b(?:not|never mind|forget|except|rather than|instead of|(?:don't|dont|do not) care about|nothing about|no more)\b[^,.;!?]*$/u;
/** Words between a negation and a feature for the feature to count as negated. */
const NEGATION_REACH = 4;

function isNegated(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const words = before.split(/\s+/).filter(Boolean);
  const near = words.slice(-NEGATION_REACH - 1).join(' ');
  return NEGATION.test(near) && !/\bbut\b[^,.;!?]*$/u.test(near);
}

/** Lower case, curly quotes and doubled spaces folded, so patterns stay simple. */
export function normalizeChatText(message: string): string {
  return message.toLowerCase().replace(/[’‘`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
}

/** Bare follow-ups that mean "explain your last answer" once the guide has answered something. */
const BARE_FOLLOW_UP =
  /^(?:why|why\?+|how so|how come|really|meaning|meaning\?|what do you mean|in what way|such as|like what|example|for example|huh|how|what does that mean|and|so)\s*[?.!]*$/u;
const BARE_MORE =
  /^(?:more|and\??|ok and\??|ok,? more|yes,? more|go|next|then\??|and then\??|mhm+|please|yes please)\s*[?.!]*$/u;

function scoreMessage(text: string): Map<ChatIntentId, number> {
  const scores = new Map<ChatIntentId, number>();
  for (const feature of FEATURES) {
    feature.pattern.lastIndex = 0;
    let counted = 0;
    let against = false;
    const seen = new Set<string>();
    for (const match of text.matchAll(feature.pattern)) {
      if (feature.negatable && isNegated(text, match.index)) {
        against = true;
        continue;
      }
      if (seen.has(match[0])) continue;
      seen.add(match[0]);
      counted += 1;
    }
    // A second and third different word of one feature add a little: "manager ... career".
    const delta = counted > 0 ? feature.weight + Math.min(counted - 1, 2) : against ? -feature.weight : 0;
    if (delta !== 0) scores.set(feature.intent, (scores.get(feature.intent) ?? 0) + delta);
  }
  return scores;
}

function signsNamed(text: string): SignId[] {
  const withoutSelf = text.replace(SELF_SIGN, ' ');
  const found: SignId[] = [];
  for (const match of withoutSelf.matchAll(SIGN_PATTERN)) {
    const word = match[1] ?? '';
    const sign = SIGN_IDS.find((id) => new RegExp(`^(?:${SIGN_WORDS[id]})$`, 'u').test(word));
    if (sign && !found.includes(sign)) found.push(sign);
  }
  return found;
}

function planetNamed(text: string): PlanetId | undefined {
  let best: { planet: PlanetId; index: number } | undefined;
  for (const planet of PLANET_IDS) {
    const index = text.search(new RegExp(`\\b${PLANET_WORDS[planet]}\\b`, 'u'));
    if (index >= 0 && (!best || index < best.index)) best = { planet, index };
  }
  return best?.planet;
}

const ranked = (scores: Map<ChatIntentId, number>, allowed: (intent: ChatIntentId) => boolean) =>
  [...scores.entries()]
    .filter(([intent, score]) => allowed(intent) && score > 0)
    .sort(([first, a], [second, b]) => b - a || PRIORITY.indexOf(first) - PRIORITY.indexOf(second));

export function analyseChatMessage(message: string, history: readonly ChatTurn[] = []): ChatAnalysis {
  const text = normalizeChatText(message);
  const scores = scoreMessage(text);
  const signs = signsNamed(text);
  // A sign named only as the visitor's own ("I'm a Leo") is not a question about that sign.
  if (signs.length === 0) {
    scores.delete('sign-nature');
    scores.delete('compatibility');
  }
  if (signs.length >= 2) scores.set('compatibility', (scores.get('compatibility') ?? 0) + 4);
  // "What does Saturn in Pisces mean" asks about a planet, not about Pisces.
  const planet = planetNamed(text);
  if (planet && signs.length > 0) scores.set('sign-nature', (scores.get('sign-nature') ?? 0) - 3);
  // "Is Saturn retrograde?" asks about Saturn: only Mercury's retrograde has its own answer.
  if (
    planet &&
    planet !== 'mercury' &&
    (scores.get('mercury-retrograde') ?? 0) > 0 &&
    (scores.get('mercury-retrograde') ?? 0) < 9
  ) {
    scores.delete('mercury-retrograde');
    scores.set(PLANET_INTENTS[planet], (scores.get(PLANET_INTENTS[planet]) ?? 0) + 4);
  }
  // A yes/no opener yields to any real subject.
  const hasAssistant = history.some((turn) => turn.role === 'assistant');
  const greets = (scores.get('greeting') ?? 0) > 0;
  const thanks = (scores.get('thanks') ?? 0) > 0;

  let intent: ChatIntentId;
  const substantive = ranked(scores, (id) => !SOCIAL.has(id));
  const best = substantive[0];
  if (hasAssistant && BARE_FOLLOW_UP.test(text)) intent = 'last-answer';
  else if (hasAssistant && BARE_MORE.test(text)) intent = 'tell-more';
  else if (best && best[1] >= (greets || thanks || (scores.get('goodbye') ?? 0) > 0 ? 2 : 1))
    intent = best[0];
  else {
    const social = ranked(scores, (id) => SOCIAL.has(id));
    intent = social[0]?.[0] ?? 'general';
  }

  const area = ranked(scores, (id) => AREAS.has(id))[0]?.[0] as AreaIntentId | undefined;
  return {
    intent,
    greets,
    thanks,
    signs,
    ...(planet ? { planet } : {}),
    ...(area && area !== intent ? { subject: area } : {}),
    scores: Object.fromEntries(scores) as ChatAnalysis['scores'],
  };
}

/** The intent of a message, given the conversation so far. */
export const classifyChatIntent = (message: string, history: readonly ChatTurn[] = []): ChatIntentId =>
  analyseChatMessage(message, history).intent;

/** Every intent id is known to the priority order (checked by the tests). */
export const intentPriority = (intent: ChatIntentId): number => PRIORITY.indexOf(intent);
export const ALL_INTENTS = CHAT_INTENT_IDS;
