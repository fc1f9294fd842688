import type { CrisisPhrase } from '../../phrase-pack';
import { I_AM, RELATIVE, SOMEONE, rule } from './words';

const crisis = (id: string, source: string, example: string) => rule('abuse', 'crisis', id, source, example);
const concern = (id: string, source: string, example: string) =>
  rule('abuse', 'concern', id, source, example);

/** Partners, present or past: fear of one is a danger sign on its own. */
const PARTNER = String.raw`(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|ex husband|ex wife|ex boyfriend|ex girlfriend|fiance|fiancee)`;
/** Blows and restraint someone does to the writer. */
const VIOLENCE = String.raw`(?:hits|hit|beats|beat|chokes|choked|strangles|strangled|kicks|kicked|punches|punched|slaps|slapped|shoves|shoved|pushed|pushes|abuses|abused|burns|burned|bit|bites|smacks|smacked|whips|whipped|drags|dragged|rapes|raped|throws things at|threw (?:things|stuff|a \w+) at)`;
/** What follows "hit me" or "beat me" when it is a game or a message: "hit me up", "beat me at chess". */
const NOT_A_BLOW = String.raw`(?! (?:playfully|jokingly|gently|lightly|for fun|as a joke|up|at (?:chess|cards|tennis|poker|scrabble|monopoly|games?|the game|\w+ing)|in (?:a |the )?(?:game|match|round|race|chess|argument|debate|pool)|to (?:it|the punch|do|be|finish|win|try|get|go|study|apply|ask|my limits)|on (?:instagram|insta|snap|snapchat|whatsapp|facebook|tiktok|twitter|discord|text|messenger|fb|ig)|back|out of (?:the|a|our|their) (?:group|chat|game|team|class|band)|with (?:a |his |her )?(?:pillow|kindness|questions?|facts|a compliment|the truth))\b)`;

const NAMING_IT: readonly CrisisPhrase[] = [
  crisis(
    'domestic-violence',
    String.raw`\bdomestic (?:violence|abuse)\b|\bintimate partner violence\b`,
    'I think I am living with domestic violence',
  ),
  crisis(
    'being-abused',
    String.raw`\b(?:being|been|was|am|i'm|im|getting|got|get) (?:physically |sexually |emotionally |verbally )?(?:abused|beaten|beat up|raped|assaulted|molested|strangled|choked|groped|trafficked|battered)\b(?! (?:up|by (?:a|the) (?:wave|ball|sun))\b)`,
    "I'm being abused at home",
  ),
  crisis(
    'rape',
    String.raw`\b(?:raped|molested|sexually (?:assaulted|abused)|rape|raping)\b`,
    'I was raped last year and still cannot sleep',
  ),
  concern('harassed', String.raw`\bsexually harass\w*`, 'my boss keeps sexually harassing me'),
  crisis(
    'abusive-someone',
    String.raw`\babusive (?:husband|wife|partner|boyfriend|girlfriend|relationship|marriage|home|parents?|father|mother|dad|mom|mum|family|ex|stepdad|stepfather|stepmom|stepmother)\b`,
    "I'm in an abusive relationship and can't leave",
  ),
];

const VIOLENCE_AND_THREATS: readonly CrisisPhrase[] = [
  crisis(
    'hits-me',
    String.raw`\b${SOMEONE} ${VIOLENCE} (?:me|us|my (?:mom|mum|mother|sister|brother|siblings?|little \w+) and me|me and my (?:mom|mum|mother|sister|brother|siblings?|little \w+))\b${NOT_A_BLOW}`,
    'My husband hits me when he drinks',
  ),
  crisis(
    'hurting-me-now',
    String.raw`\b${SOMEONE}(?:'s| is| keeps| kept| was| has been| started) (?:hitting|beating|choking|strangling|kicking|punching|slapping|hurting|raping) me\b${NOT_A_BLOW}`,
    "he's choking me, please",
  ),
  concern(
    'hurts-me',
    String.raw`\b${SOMEONE} (?:hurts|keeps hurting|is hurting|has been hurting) me\b(?! (?:with (?:his|her|their) words|emotionally|when (?:he|she|they) (?:ignores?|lies|leaves|forgets)))`,
    'my partner hurts me',
  ),
  crisis(
    'physically-hurts-me',
    String.raw`\b${SOMEONE} (?:physically hurts|physically hurt|hurt me again|hurts me again|hurt me badly|hurts me when (?:he|she|they)(?:'s| is| are|'re| gets?) (?:drunk|angry|mad|high))\b`,
    'he physically hurt me again',
  ),
  crisis(
    'hands-around-neck',
    String.raw`\b(?:put|puts|had|wrapped|wraps|squeezed|squeezes) (?:his|her|their) hands? (?:around|on|round) my (?:neck|throat)\b|\b(?:grabbed|grabs|held|holds) me by (?:the|my) (?:neck|throat|hair)\b`,
    'He put his hands around my neck',
  ),
  concern(
    'threatened-me',
    String.raw`\b${SOMEONE} (?:threatened|threatens|keeps threatening|has threatened|has been threatening|is threatening) me\b(?! with (?!(?:a |the |his |her |their )?(?:knife|knives|gun|guns|blade|bat|weapon|violence|death|a beating|beatings|hammer|machete|axe|fists?|belt|fire|acid)\b))`,
    "I'm being followed by my ex and he threatened me",
  ),
  crisis(
    'tried-to-kill-me',
    String.raw`\b${SOMEONE} (?:tried|tries|is trying|was trying|almost|nearly) (?:to )?(?:kill|strangle|choke|drown|stab|poison|suffocate|smother|run me over)(?: me)?\b|\b${SOMEONE} (?:almost|nearly) killed me\b`,
    'my boyfriend tried to strangle me',
  ),
  crisis(
    'threatened',
    String.raw`\bthreaten\w* (?:me )?(?:to|that (?:he|she|they)(?:'ll| will| would|'d)?) (?:kill|hurt|beat|murder|stab|shoot|strangle|take (?:the|my) (?:kids|children|baby)) ?(?:me|us|my (?:kids|children|family|baby|son|daughter|dog|cat|pets?)|the kids)?\b`,
    'He threatened to kill me if I leave',
  ),
  crisis(
    'kill-me-if-i-leave',
    String.raw`\b(?:he|she|they|he'd|she'd|they'd|he'll|she'll|they'll|he would|she would|he will|she will)(?: (?:would|will|is going to|was going to|gonna))? (?:kill|hurt|beat|murder|stab|shoot) me if i (?:leave|left|tell|told|go|went|call|called|report|break up|ever)\b`,
    "she said she'll kill me if I tell anyone",
  ),
  crisis(
    'afraid-for-my-life',
    String.raw`\b(?:afraid|scared|terrified|frightened) (?:to go home|of going home|to be at home|for my life|for my safety|for my kids|for my children)\b`,
    "I'm scared to go home",
  ),
  crisis(
    'afraid-he-will-hurt',
    String.raw`\b(?:afraid|scared|terrified|frightened) (?:that )?(?:he|she|they|my ${RELATIVE}) (?:will|'ll|is going to|might|would|could) (?:hurt|kill|hit|beat) (?:me|us|the kids|my (?:kids|children|baby))\b`,
    "I'm scared he will hurt me again",
  ),
  crisis(
    'afraid-of-partner',
    String.raw`\b(?:afraid|scared|terrified|frightened) of my ${PARTNER}\b(?!'s| (?:reaction|response|judg\w*|opinion|disappointment|leaving)\b)`,
    "I'm terrified of my husband",
  ),
  concern(
    'afraid-of-family',
    String.raw`\b(?:afraid|scared|terrified|frightened) of my (?:dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|parents|brother|uncle)\b(?!'s| (?:reaction|response|judg\w*|opinion|disappointment|finding out)\b)`,
    "I'm scared of my stepdad",
  ),
  crisis(
    'not-safe-at-home',
    String.raw`\b(?:not safe|unsafe|in danger) (?:at|in my|in our|in this|in the) (?:home|house|flat|apartment|family|relationship|marriage)\b|\bi (?:don't|dont|do not) feel safe (?:at home|with (?:him|her|them|my ${RELATIVE})|in my (?:own )?(?:home|house|marriage|relationship))\b`,
    "I'm not safe at home",
  ),
  crisis(
    'hurts-the-kids',
    String.raw`\b(?:he|she|they|my ${RELATIVE}) (?:hits|hurts|beats|hurt|beat|hit|kicks|kicked) (?:the|my|our) (?:kids|children|baby|son|daughter)\b`,
    "my husband hits our kids when he's angry",
  ),
  crisis(
    'bruises',
    String.raw`\b(?:bruises|black eyes?|marks|cuts) (?:from|because of|after) (?:him|her|them|my ${RELATIVE})\b|\b(?:he|she|they|my ${RELATIVE}) (?:left|leaves|gave|gives) me (?:bruises|a black eye|black eyes|marks)\b`,
    'I have bruises from my boyfriend again',
  ),
];

const CONTROL_AND_SEXUAL_VIOLENCE: readonly CrisisPhrase[] = [
  crisis(
    'sexual-coercion',
    String.raw`\b${SOMEONE} (?:forced|forces|makes|made|pressured|pressures|coerced) me (?:to |into )?(?:have sex|having sex|sleep with|sleeping with|do (?:sexual )?things|doing (?:sexual )?things|touch (?:him|her|them)|watch porn|send (?:nudes|pictures|photos)|do stuff i (?:don't|dont|didn't|didnt) want)\b`,
    'my boyfriend forced me to have sex',
  ),
  crisis(
    'touches-me',
    String.raw`\b${SOMEONE} (?:touches|touched|keeps touching|is touching|grabs|grabbed|groped|gropes) me (?:inappropriately|when|at night|down there|there|while|in my sleep|where|without)\b`,
    'my stepdad touches me when mum is at work',
  ),
  crisis(
    'touched-by-family',
    String.raw`\b(?:dad|father|stepdad|stepfather|uncle|brother|stepbrother|grandpa|grandfather|cousin|teacher|coach|priest|babysitter|neighbou?r|(?:mom|mum|mother)'s (?:boyfriend|husband|partner))\b[^.!?]{0,40}\b(?:touches me|touched me|keeps touching me|is touching me|comes into my (?:room|bed) at night|gets into my bed|climbs into my bed)\b`,
    'My dad comes into my room at night and touches me',
  ),
  crisis(
    'locked-in',
    String.raw`\b${SOMEONE} (?:locks|locked|keeps|kept) me (?:in|inside) (?:my room|the house|a room|the basement|the closet|the flat|the apartment|the car)\b|\b${SOMEONE} (?:won't|wont|will not) let me leave (?:the house|the room|home|the flat|the apartment)\b`,
    'my dad locks me in my room for days',
  ),
  concern(
    'control',
    String.raw`\b${SOMEONE} (?:won't|wont|doesn't|doesnt|does not|never) let me (?:leave|go out|see my (?:friends|family|parents)|have (?:my own )?money|have a phone|work|talk to anyone|eat|sleep|go anywhere)\b|\b${SOMEONE} (?:controls|tracks|monitors|checks|took|takes|smashed|broke|hides) (?:all |every )?(?:of )?my (?:money|phone|messages|texts|location|bank|passport|cards|keys|every move)\b(?! away (?:at|for|during|until|so|when|after|before|as|if)\b| (?:at night|during (?:dinner|class|exams?|school)|until (?:i|my)|so i (?:can )?(?:sleep|study|focus))\b)`,
    "my husband won't let me see my friends",
  ),
  concern(
    'stalking',
    String.raw`\b(?:my ex|he|she|they|someone|a (?:man|guy|woman|stranger)|this (?:man|guy|person|woman)) (?:is |keeps |has been |kept |started )?(?:stalking me|following me (?:home|everywhere)|showing up (?:at|outside) my (?:house|home|work|door|flat|apartment|school)|watching my (?:house|flat|apartment|home))\b|\b(?:being|been|am|i'm|im) (?:followed|stalked) by\b`,
    'my ex keeps showing up outside my flat',
  ),
  concern(
    'threatens-himself',
    String.raw`\b(?:he|she|they|my ${RELATIVE}) (?:says|said|threatens|threatened|will|'ll|would)(?: (?:he'll|she'll|they'll|he will|she will|to))? kill (?:himself|herself|themselves|themself) if i (?:leave|go|break up|tell)\b`,
    "my boyfriend says he'll kill himself if I leave",
  ),
  concern(
    'walking-on-eggshells',
    String.raw`\b${I_AM} (?:always )?walking on eggshells (?:around|with|at) (?:him|her|them|home|my ${RELATIVE})\b`,
    "I'm always walking on eggshells around him",
  ),
  crisis(
    'drugged-me',
    String.raw`\b(?:drugged|spiked|roofied|put something in) (?:me|my (?:drink|drinks|food|coffee|wine|beer|cocktail|glass))\b|\b(?:my )?(?:drink|drinks) (?:was|were|got|had been) (?:spiked|drugged)\b`,
    'a guy at the bar spiked my drink and I woke up somewhere else',
  ),
  crisis(
    'abusing-me',
    String.raw`\b(?:abusing|molesting|assaulting|raping|grooming|sexually abusing|sexually assaulting|touching) me\b(?! (?:with (?:puns|jokes|questions|memes|emojis|spam|notifications|texts|calls|kindness)|(?:on|in) (?:the )?(?:arm|shoulder|hand|back) (?:gently|softly))\b)|\b(?:assaulted|molested|abused|groped|attacked|raped) me\b(?! (?:with (?:puns|jokes|questions|memes|emojis|spam|notifications|facts|the truth)|emotionally (?:lol|haha)|lol|haha)\b)(?<!\b(?:song|album|horoscope|reading|post|meme|video|tweet|lyrics|playlist|episode|chapter|book|movie|film|show|that|this|it) (?:\w+ )?(?:attacked|assaulted) me)`,
    'my uncle has been abusing me since I was little',
  ),
  crisis(
    'with-me-inside',
    String.raw`\b(?:burn|burning|set fire to|torch|blow up|lock|locking)\b[^.!?]{0,30}\bwith (?:me|us|the kids|my (?:kids|children|baby)) (?:still )?(?:in it|inside|in there|in the (?:house|car|flat|room))\b|\bset (?:the|our|my) (?:house|flat|apartment|home|car|room) on fire with (?:me|us)\b`,
    'he said he would set the house on fire with me inside',
  ),
  crisis(
    'says-he-will-hurt-me',
    String.raw`\b(?:he|she|they|my ${RELATIVE}) (?:says|said|swears|swore|keeps saying|told me|promised|threatens|threatened|warned me)(?: that)? (?:he'?ll|she'?ll|they'?ll|he will|she will|they will|he would|she would|they would|he'?d|she'?d|they'?d|he'?s going to|she'?s going to|they'?re going to|he'?s gonna|she'?s gonna|next time (?:he'?ll|she'?ll|will be)) (?:stab|shoot|strangle|choke|drown|poison|burn|beat|break|smash|hurt) (?:me|us|my (?:face|neck|arm|legs?|kids|children|baby|family|dog|cat)|the kids)\b(?! (?:at|in) (?:chess|cards|tennis|poker|monopoly|mario ?kart|games?|fifa|scrabble)\b)(?![^.!?]{0,40}\b(?:lol|haha\w*|lmao|jk|just joking|kidding)\b)`,
    'my boyfriend swore he would break my legs if I go out',
  ),
  crisis(
    'if-i-leave-he-will',
    String.raw`\bif i (?:leave|left|ever leave|go|tell|told|call|called|report|break up|try to leave|try to go)\b[^.!?]{0,25}\b(?:he'?ll|she'?ll|they'?ll|he will|she will|they will|he would|she would|he'?d|she'?d|they'?d|he'?s going to|she'?s going to|he is going to|she is going to) (?:kill|hurt|stab|shoot|burn|beat|strangle|drown|poison|find and kill|hunt (?:me|us) down) (?:me|us|the kids|the baby|my (?:kids|children|baby|family|dog|cat|mum|mom|parents))\b(?![^.!?]{0,40}\b(?:lol|haha\w*|lmao|jk|just joking|kidding)\b)`,
    'my husband said if I leave he will kill the kids',
  ),
  crisis(
    'weapon-on-me',
    String.raw`\b(?:pulled|pulls|pulling|held|holds|holding|pointed|points|pointing|waved|waves|waving|came at me with|comes at me with|threatens? me with|threatened me with|threatening me with|chased me with|attacked me with) (?:a|the|his|her|their|a kitchen) (?:knife|gun|blade|bat|baseball bat|hammer|weapon|machete|pistol|rifle|shotgun|axe|broken bottle)\b(?: (?:on|at|to) (?:me|my (?:throat|neck|head|face|chest)))?`,
    'he pulled a knife on me last night',
  ),
  crisis(
    'locks-me-in',
    String.raw`\b${SOMEONE} (?:locks|locked|keeps locking|has locked|has been locking|is locking|locking) me (?:in|inside|up)\b(?! (?:the )?(?:loop|conversation|groupchat|group chat)\b)(?![^.!?]{0,50}\b(?:prank|joke|lol|haha\w*|by accident|accidentally)\b)|\b(?:locked|trapped) (?:me )?in (?:the|my|a) (?:room|bedroom|bathroom|basement|cellar|closet|attic|garage|shed|house|car) (?:by|for (?:hours|days))\b`,
    'my partner locks me in the bedroom when he goes out',
  ),
];

export const ABUSE_WORDS: readonly CrisisPhrase[] = [
  ...NAMING_IT,
  ...VIOLENCE_AND_THREATS,
  ...CONTROL_AND_SEXUAL_VIOLENCE,
];
