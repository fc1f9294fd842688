/**
 * The wordings that tell us a chat message is about a crisis, not a horoscope question. Tables,
 * not a model: the same rules run on the server before any provider call and in the browser's
 * offline path, so a person in danger gets help resources even with no network to the server.
 *
 * Each rule is written against the normalised message (lower case, straight apostrophes, one
 * space). Idioms that borrow the same words ("this deadline is killing me", "I cut myself a
 * slice of cake", "my brother beat me at chess") are kept out by the rules' own shape; the
 * positive and negative phrasings in crisis-detection.test.ts pin both sides down.
 */
export const CRISIS_KINDS = ['suicide', 'self-harm', 'abuse', 'medical'] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

/** People a message may name as the one hurting the visitor, or the one in a medical emergency. */
const PERSON =
  '(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|parents?|brother|sister|uncle|aunt|son|daughter|fianc[ée]e?|friend|baby|child|grandma|grandpa|grandmother|grandfather|roommate))';
const CANNOT = "(?:can't|cant|cannot|can not)";
const DO_NOT_WANT = "(?:don't|dont|do not) (?:want|wanna)(?: to)?";

const rule = (source: string) => new RegExp(source, 'u');

export const CRISIS_SIGNALS = {
  suicide: [
    rule(String.raw`\bsuicid\w*`),
    rule(String.raw`\bunalive\b|\bkms\b`),
    rule(String.raw`\bkill(?:ing)? myself\b`),
    rule(String.raw`\b(?:end|ending|take|taking) my (?:own )?life\b`),
    rule(String.raw`\bend(?:ing)? it all\b`),
    rule(String.raw`\b(?:want|wanted|wants|wanna|ready|going|deserve) (?:to )?die\b`),
    rule(
      String.raw`\bwish(?:ed)? i (?:was|were) (?:dead|never born)\b|\bwish i (?:had never been|wasn't|was not) born\b`,
    ),
    rule(String.raw`${DO_NOT_WANT} (?:live|be alive|exist|go on)\b`),
    rule(String.raw`${DO_NOT_WANT} be (?:here|around) any ?more\b`),
    rule(String.raw`\b(?:better off|happier) without me\b`),
    rule(String.raw`\bif i (?:was|were|am|'m) (?:gone|dead|not here|not around)\b`),
    rule(
      String.raw`\b(?:no|not any|not one|not a single) (?:\w+ )?(?:reason|point|purpose) (?:to|in|for) (?:live|living|being alive|go on|going on|life)\b`,
    ),
    rule(String.raw`\bwhat'?s the point (?:of|in) (?:living|life|going on|being alive)\b`),
    rule(String.raw`\b(?:sleep|go to sleep|fall asleep) and (?:never|not) wake up\b`),
    rule(String.raw`${DO_NOT_WANT} wake up (?:again|any ?more|tomorrow)\b`),
    rule(String.raw`\bdisappear (?:forever|for good)\b`),
    rule(String.raw`\b(?:goodbye|suicide|farewell) (?:note|letter)s?\b`),
    rule(
      String.raw`\b(?:saved|saving|stockpil\w*|collect\w*|hoard\w*) (?:up )?(?:my |some |all (?:my |the )?)?(?:pills|tablets|meds|medication)\b`,
    ),
    rule(
      String.raw`\b(?:want|wanna|going|gonna|thinking|thought|plan\w*|tempted) (?:to |about |of )?jump\w* (?:off|from|in front of)\b`,
    ),
    rule(String.raw`\bhang(?:ing)? myself\b`),
    rule(String.raw`\b${CANNOT} (?:go on|keep going|do this) (?:any ?more|living)\b`),
  ],
  'self-harm': [
    rule(String.raw`\bself[- ]?harm\w*|\bself[- ]?injur\w*`),
    rule(
      String.raw`\b(?:cutting|burning|hurting|harming|scratching|starving) myself\b(?! (?:out|some|a|an|off|slack|free|loose|short)\b)`,
    ),
    rule(
      String.raw`\b(?:want|wanna|urge|urges|going|gonna|need|tempted|thinking about|thought about|keep|kept|stop myself from|again)\b[^.!?]{0,20}\b(?:cut|hurt|harm|burn) myself\b(?! (?:out|some|a|an|off|slack|free|loose|short|playing|at|on|while|during)\b)`,
    ),
  ],
  abuse: [
    rule(String.raw`\bdomestic (?:violence|abuse)\b`),
    rule(
      String.raw`\b(?:being|been|was|am|i'm|getting|got) (?:abused|beaten|raped|assaulted|molested|strangled|choked)\b`,
    ),
    rule(String.raw`\b(?:raped|molested|sexually assaulted)\b|\brape\b`),
    rule(
      String.raw`\b${PERSON} (?:hits|hit|beats|beat|chokes|choked|strangles|strangled|kicks|kicked|punches|punched|slaps|slapped|shoves|shoved|pushed|abuses|abused|burns|burned|locks|locked) me\b(?! (?:up|at|in|to|on|back|out|off|with a pillow)\b)`,
    ),
    rule(String.raw`\bthreaten\w* to (?:kill|hurt|beat) me\b`),
    rule(String.raw`\b(?:afraid|scared|terrified|frightened) (?:to go home|of going home|for my life)\b`),
    rule(
      String.raw`\b(?:afraid|scared|terrified|frightened) of ${PERSON.replace('(?:he|she|they|', '(?:')}\b(?!'s)`,
    ),
    rule(String.raw`\b(?:not safe|unsafe) (?:at|in my|in our) (?:home|house|flat|apartment)\b`),
    rule(
      String.raw`\babusive (?:husband|wife|partner|boyfriend|girlfriend|relationship|marriage|home|parents?|father|mother|dad|mom|mum|family|ex)\b`,
    ),
  ],
  medical: [
    rule(String.raw`\bchest pains?\b|\bpain in my chest\b`),
    rule(
      String.raw`\b(?:${CANNOT}|struggling to|hard to|unable to) (?:breathe|catch my breath)\b(?! without\b)`,
    ),
    rule(String.raw`\b(?:not|isn't|is not|stopped|has stopped) breathing\b`),
    rule(String.raw`\bhaving an? (?:heart attack|stroke|seizure)\b`),
    rule(String.raw`\boverdos\w*|\bod'?d\b`),
    rule(
      String.raw`\b(?:took|swallowed|taken) (?:too many|a lot of|loads of|all (?:of )?(?:my|the)|a (?:whole|full) (?:bottle|box|pack|packet) of) (?:pills|tablets|meds|medication|sleeping pills|painkillers|paracetamol)\b`,
    ),
    rule(
      String.raw`\b(?:unconscious|unresponsive)\b|\bpassed out and (?:won't|wont|can't|cant|isn't|is not)\b`,
    ),
    rule(
      String.raw`\b(?:bleeding (?:heavily|badly|a lot)|won't stop bleeding|can't stop (?:the )?bleeding|bleeding (?:that )?won't stop)\b`,
    ),
    rule(
      String.raw`\b(?:face|mouth|smile) (?:is )?droop\w*|\bslurr\w* (?:speech|words|(?:my|his|her|their) words)\b`,
    ),
    rule(String.raw`\b(?:swallowed|drank|ate) (?:poison|bleach|antifreeze|rat poison)\b`),
    rule(String.raw`\banaphyla\w*|\bthroat (?:is )?(?:closing|swelling)\b`),
    rule(String.raw`\b(?:${PERSON}|i) (?:just )?(?:collapsed|fainted and (?:won't|wont|can't|isn't))\b`),
    rule(String.raw`\bmedical emergency\b|\bcall(?:ing)? (?:an |the )?ambulance\b`),
  ],
} as const satisfies Record<CrisisKind, readonly RegExp[]>;
