import type { CrisisPhrase } from '../../phrase-pack';
import { MYSELF, rule } from './words';

const crisis = (id: string, source: string, example: string) =>
  rule('self-harm', 'crisis', id, source, example);
const concern = (id: string, source: string, example: string) =>
  rule('self-harm', 'concern', id, source, example);

/** Ways of hurting oneself on purpose. */
const HARMING = String.raw`(?:cut|hurt|harm|burn|hit|punch|scratch|bruise|punish|mutilate|carve|bite|choke|strangle)`;
/**
 * What follows "myself" when the words mean something harmless: "cutting myself some slack",
 * "burning myself out", "hurt myself playing football".
 */
const HARMLESS_AFTER = String.raw`(?! (?:out|some|a|an|off|slack|free|loose|short|playing|at (?:work|the gym|the office|practice|football|training)|on (?:a|the) (?:stairs|ice|job|pitch|field)|while|during|by accident|accidentally|shaving|cooking|lifting|running|skiing|falling)\b)`;

/** Cutting as self-harm, not cutting out sweets or cutting back on spending. */
const CUT_ON_PURPOSE = String.raw`(?:cut (?:again|${MYSELF}|deep\w*|my (?:arms?|wrists?|legs?|thighs?|skin|stomach))|cutting (?:again|${MYSELF})|cuts)`;

export const SELF_HARM_WORDS: readonly CrisisPhrase[] = [
  crisis(
    'self-harm-word',
    String.raw`\bself[- ]?(?:harm\w*|injur\w*|mutilat\w*)|\bselfharm\w*`,
    "I've been self-harming since spring",
  ),
  crisis(
    'sh-shorthand',
    String.raw`\b(?:relapsed?|relapsing|clean from|urges? (?:to|for)|resisting|resist) (?:on |from |to |the )?(?:sh|self harm)\b`,
    'I relapsed on sh last night',
  ),
  crisis(
    'hurting-myself',
    String.raw`\b(?:cutting|burning|hurting|harming|scratching|hitting|punching|biting|bruising|scarring|pinching|carving|mutilating) ${MYSELF}\b${HARMLESS_AFTER}`,
    'I KEEP CUTTING MYSELF',
  ),
  crisis(
    'urge-to-hurt',
    String.raw`\b(?:want|wanna|urge|urges|going|gonna|need|tempted|thinking about|thought about|keep|kept|stop myself from|again|feel like|felt like|craving|crave|trying not to|try not to)\b[^.!?]{0,20}\b${HARMING} ${MYSELF}\b${HARMLESS_AFTER}`,
    'the urge to burn myself is back',
  ),
  crisis(
    'with-a-blade',
    String.raw`\b(?:cut|cutting|burned|burnt|burning|burn|carved|carving|scratched|scratching) ${MYSELF} with (?:a|the|my) (?:lighter|razor|blade|cigarette|compass|sharpener|pencil sharpener|scissors|hot (?:spoon|knife|lighter))\b`,
    'i burned myself with a lighter again',
  ),
  crisis(
    'urge-to-cut',
    String.raw`\b(?:urges?|craving|cravings|itch|need) (?:to|for) (?:cut|cutting|burn|burning|self harm|sh|bleed|hurt ${MYSELF})\b(?! (?:my|the|back|down|off|ties|class|costs|carbs|sugar|hair|bangs|fringe|in line|out|it|some|a|an|calories|spending|corners|through|to the chase|loose)\b)`,
    'the urge to cut is so strong tonight',
  ),
  crisis(
    'did-it-again',
    String.raw`\b(?:cut|burned|burnt|hurt|harmed|scratched|hit|punched) ${MYSELF} (?:again|on purpose|deliberately|intentionally|last night|to feel|until|so (?:bad|deep|hard)|deep|deeper)\b(?! (?:at|playing|while|during|on the|in the|at the)\b)`,
    'I cut myself again last night',
  ),
  crisis(
    'blade',
    String.raw`\b(?:razor|razors|blade|blades|scissors|knife|lighter|glass|compass) (?:to|on|against|across|into) my (?:arms?|wrists?|legs?|thighs?|skin|stomach|body|hips?)\b`,
    'I put the razor to my arm again',
  ),
  crisis(
    'harming-a-body-part',
    String.raw`\b(?:cut|cutting|burn|burning|scratch|scratching|carve|carving|hit|hitting|punch|punching|slice|slicing) (?:my|both) (?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?|body)\b[^.!?]{0,30}\b(?:lighters?|razors?|blades?|knife|knives|scissors|glass|cigarettes?|compass|on purpose|again|to feel|until|when (?:i'?m|im|i am|i feel|i get) (?:upset|sad|angry|stressed|overwhelmed|anxious|low|empty|numb))\b`,
    "I burn my arms with a lighter when I'm upset",
  ),
  crisis(
    'hiding-scars',
    String.raw`\b(?:new|fresh|hide|hiding|cover|covering) (?:my |the )?(?:cuts|scars|wounds|burns)\b[^.!?]{0,25}\b(?:arms?|wrists?|legs?|thighs?|sleeves|i made|from cutting|from (?:my |the )?(?:parents|mum|mom|dad|family|friends|teachers?|school|everyone|boyfriend|girlfriend|partner|husband|wife|therapist|doctor|coach|sister|brother))\b`,
    'I keep hiding my cuts under long sleeves',
  ),
  crisis(
    'make-myself-bleed',
    String.raw`\bmake ${MYSELF} bleed\b|\b(?:cut|scratch|hit) (?:${MYSELF} )?until i bleed\b`,
    'sometimes I make myself bleed',
  ),
  crisis(
    'punish-myself',
    String.raw`\b(?:punish|punishing|punished) ${MYSELF} (?:by|with) (?:cutting|burning|hurting|hitting|starving|not eating|scratching)\b`,
    'I punish myself by not eating',
  ),
  crisis(
    'starving-myself',
    String.raw`\bstarv(?:e|ing|ed) ${MYSELF}\b(?! (?:for (?:dinner|lunch|the buffet|the feast|later)|before (?:dinner|lunch|the buffet|the party)|till dinner|until dinner)\b)`,
    "I've been starving myself again",
  ),
  concern(
    'purging',
    String.raw`\bmake ${MYSELF} (?:throw up|sick|vomit|puke)\b|\b(?:purging|purge) (?:again|after (?:every|each|i eat)|every)\b`,
    'I make myself throw up after every meal',
  ),
  concern(
    'deserve-pain',
    String.raw`\bi deserve (?:to (?:hurt|bleed|suffer|be hurt|feel pain|be in pain)|pain|the pain)\b`,
    'I deserve to hurt',
  ),
  concern(
    'bang-head',
    String.raw`\b(?:bang|banging|hit|hitting) my head (?:against|on|into) (?:the )?(?:wall|floor|door)\b[^.!?]{0,20}\buntil\b`,
    'I bang my head against the wall until it hurts',
  ),
  crisis(
    'sh-abbreviation',
    String.raw`\b(?:sh|s/h)(?: |'d |ed |'ing |ing )?(?:again|tonight|last night|today|this morning|rn|urges?|scars?|wounds?|cuts?|relapse|is (?:the only|all)|helps|calms|every (?:night|day))\b|\b(?:did|doing|done|want to|wanna|need to|urges? to|urge for|thinking about|relapsed? (?:on|into|with)?|clean from|(?:days?|weeks?|months?|years?) clean (?:from|of)|stop|stopped|quit|quitting|hide my|hiding my|my) (?:sh|s/h)\b(?! (?:account|book|bag|sh+))`,
    'did sh again last night',
  ),
  crisis(
    'the-blade-calms-me',
    String.raw`\b(?:the |my )?(?:razor|razors|blade|blades|cutting(?: ${MYSELF})?|burning ${MYSELF}|hurting ${MYSELF}|the pain)(?: is| are| was)? (?:the only (?:thing|way|one)|all) (?:that |which |i have that |i know that )?(?:calms?|helps?|makes? me feel|keeps? me (?:sane|going|alive|calm)|numbs?|gets? me through|stops? the)\b(?! (?:with|for) [^.!?]{0,20}\b(?:skin|beard|legs|shav\w*|ingrown\w*|razor burn|bumps|stubble|hair)\b)|\b(?:razor|razors|blade|blades)\b[^.!?]{0,20}\b(?:calms? me|soothes? me|helps? me cope|makes? me feel (?:better|something|alive|real|calm))\b`,
    'my blade is the only thing that helps when it gets bad',
  ),
  crisis(
    'want-to-cut',
    String.raw`\b(?:want|wanna|need|needing|urge|urges|craving|crave|itching|tempted|dying|desperate) (?:to )?(?:cut|burn ${MYSELF}|hurt ${MYSELF}|bleed|sh)(?: again)?(?= ?(?:[.!?,]|$|so (?:bad|badly|much)|really (?:bad|badly)|right now|rn|tonight|again|deeper|and\b))`,
    'i really want to cut tonight',
  ),
  crisis(
    'cutting-again',
    String.raw`\b(?:i'?m|im|i am|i've been|ive been|i have been|been|i started|started|i) (?:cutting|burning|harming|cut|burned|burnt|harmed|hurt ${MYSELF}) again\b(?![^.!?]{0,40}\b(?:calori\w*|carbs|macros|bulk\w*|weight|diet|deficit|gym|summer body|protein|sugar|caffeine|hair|fringe|bangs|coupons|class\w*|school|ties|contact|costs?|budget)\b)`,
    "i relapsed last night, i'm cutting again",
  ),
  crisis(
    'harming-my-body',
    String.raw`\b(?:i'?m|im|i am|i've been|ive been|i have been|been|i keep|i kept|i started|started) (?:cutting|burning|carving|slicing|scratching) (?:into )?(?:my|both) (?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?|body)\b(?! (?:on (?:the|a) (?:oven|stove|pan|kettle|iron|grill|bbq|tray)|in the sun|at the beach|while cooking|cooking|shaving|from the (?:sun|gym|workout|run)|with (?:the )?(?:hot|oil|water|coffee|tea|bug|mosquito)|because (?:of )?(?:the )?(?:eczema|bites|itch\w*|rash|allerg\w*)))`,
    "I've been burning my legs again",
  ),
  crisis(
    'relapsed-with-means',
    String.raw`\brelaps(?:ed|e|ing)\b[^.!?]{0,60}[.!?,]? ?[^.!?]{0,30}\b(?:${CUT_ON_PURPOSE}|razor|blade|blades|burned ${MYSELF}|burnt ${MYSELF}|scars?|bleed\w*|self harm|sh)\b|\b(?:${CUT_ON_PURPOSE}|razor|blade|blades|burning ${MYSELF}|scars?)\b[^.!?]{0,60}\brelaps(?:ed|e|ing)\b`,
    'relapsed after 8 months, the blade won',
  ),
];
