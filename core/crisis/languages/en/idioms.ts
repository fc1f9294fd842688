import type { IdiomGuard } from '../../phrase-pack';
import { CANT, MYSELF, idiom } from './words';

/**
 * People who may really be hurting the writer: "my husband is killing me" is not a figure of
 * speech, so "is killing me" right after one of them is left for the phrases to read.
 */
const PEOPLE = String.raw`(?:he|she|husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mum|mother|stepdad|stepmom|brother|sister|uncle|parents?)`;
const LAUGHING = String.raw`(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*|😂|🤣|💀)`;
const DEVICES = String.raw`(?:phone|battery|laptop|computer|pc|car|plants?|tv|charger|headphones|airpods|wifi|internet|router|bulb|lightbulb|remote|tablet|ipad|kindle|watch|flowers|basil|succulents?|orchids?|tamagotchi|sims?|character|game|server|app|engine|group chat|chat|meme|trend|conversation|vibe|mood)`;

/** Everyday English that borrows death and harm words; blanked out before the phrases are read. */
export const EN_IDIOMS: readonly IdiomGuard[] = [
  idiom(
    'is-killing-me',
    String.raw`(?<!\b${PEOPLE}(?: \w+)? |\b${PEOPLE})\b(?:is|are|was|were|'s|keeps|kept) (?:literally |honestly |actually |really |totally |slowly |absolutely |so |just )?killing me\b`,
    'this deadline is killing me',
  ),
  idiom('youre-killing-me', String.raw`\b(?:you're|youre|you are) killing me\b`, "haha you're killing me"),
  idiom(
    'killing-it',
    String.raw`\bkill(?:ed|ing|s)? it\b(?! all\b)|\bkill(?:ed|ing|s)? (?:my|the|your|our) (?:vibe|mood|buzz|joy|energy|battery|appetite|motivation)\b`,
    'I killed it at my presentation today',
  ),
  idiom(
    'kill-time',
    String.raw`\bkill(?:ing)? (?:some )?time\b|\bkill (?:the )?lights\b|\bkill (?:two|2) birds\b|\b(?:could|would|'d|d) (?:literally )?kill for\b`,
    'I could kill for a coffee right now',
  ),
  idiom(
    'kill-me-when-she-sees',
    String.raw`\bkill me (?:when|if) (?:she|he|they|my \w+) (?:sees?|finds? out|hears?|notices?)\b|\bkill me if i (?:fail|forget|miss|lose|break|spoil)\b`,
    'my mom is going to kill me when she sees my grades',
  ),
  idiom(
    'dying-to',
    String.raw`\bdying (?:to|for) (?:know|see|try|hear|meet|find out|get|go|read|tell|ask|learn|visit|watch|talk|a|an|some|the|my|this|that|one)\b`,
    "I'm dying to know my love horoscope",
  ),
  idiom(
    'die-of-laughter',
    String.raw`\b(?:die|died|dying|dead|death) (?:of|from|with|by) (?:embarrassment|laughter|laughing|shame|boredom|cringe|cuteness|happiness|joy|excitement|jealousy|curiosity|suspense|envy|heat|thirst|hunger|the (?:heat|cringe|suspense))\b`,
    'I could die of embarrassment',
  ),
  idiom(
    'died-laughing',
    String.raw`\b(?:died|dying|dead|nearly died|almost died) (?:laughing|of laughter)\b|\b(?:i'm|im|i am|i was) (?:literally |so |actually |deceased |just )?(?:dead|dying|deceased|crying) ?${LAUGHING}|\b(?:dead|dying|deceased) ${LAUGHING}`,
    'I nearly died laughing at that meme',
  ),
  idiom(
    'cant-breathe-laughing',
    String.raw`\b${CANT} breathe (?:${LAUGHING}|from laughing|i'?m laughing|im laughing)`,
    "I can't breathe lol",
  ),
  idiom(
    'dead-tired',
    String.raw`\bdead (?:tired|serious|set|on|wrong|right|last|center|centre|end|heat|weight|air|ringer|easy|simple|silent|quiet|beat|cute|gorgeous|asleep|to me)\b|\bdrop dead gorgeous\b|\bover my dead body\b|\bbrain dead\b|\bdeadass\b`,
    "I'm dead tired today",
  ),
  idiom(
    'end-this-chapter',
    String.raw`\bend(?:ing|ed|s)? (?:things|it) with (?:him|her|them|my \w+|\w+)\b|\bend(?:ing|ed|s)? (?:this|the|my|our|that|a) (?:chapter|relationship|friendship|marriage|lease|contract|streak|conversation|cycle|era|subscription|project|call|meeting|season|partnership|situationship|engagement|job|year|day|week|story|book|series|game|debate|argument|feud|him|her|them)\b`,
    'I want to end this relationship, is it the right time?',
  ),
  idiom(
    'heart-attack',
    String.raw`\b(?:gave|give|giving|gives|nearly had|almost had|practically had|about to have|gonna have|going to have|'ll have|will have|near|mini) (?:me |him |her |us |you )?(?:a )?(?:heart attack|stroke|aneurysm)\b|\bheart attack (?:on a plate|in a (?:bowl|box|cup))\b`,
    'That workout almost gave me a heart attack',
  ),
  idiom(
    'to-die-for',
    String.raw`\bto die for\b|\b(?:would|'d|d) (?:literally )?die for (?:you|him|her|them|my|a|this|that|love)\b`,
    'I would die for my kids',
  ),
  idiom(
    'rather-die-than',
    // Unless what one would rather die than do is living on ("than go through another year of this").
    String.raw`\b(?:would|'d|d) (?:rather|sooner) (?:die|be dead) than\b(?! (?:go(?:ing)? through|live|living|keep|spend|be here|wake up|face|feel|another|carry on|continue|stay alive)\b)`,
    "I'd rather die than wear that dress",
  ),
  idiom(
    'hill-to-die-on',
    String.raw`\bdie on (?:this|that) hill\b|\bhill (?:to|i'?d|i would|i will) die on\b|\bcross my heart and hope to die\b|\bdie[- ]hard\b|\bdo or die\b|\bdying breed\b|\bnever say die\b|\blive and let die\b`,
    'this is the hill I will die on',
  ),
  idiom(
    'devices-dying',
    String.raw`\b${DEVICES}\b[^.!?]{0,15}\b(?:died|dying|is dead|are dead|went dead|just died|dies)\b`,
    'My laptop died in the middle of the meeting',
  ),
  idiom(
    'tarot-and-houses',
    String.raw`\b(?:the )?(?:death|tower|hanged man|devil|ten of swords|three of swords) (?:card|cards|reversed|upright|tarot|in (?:my|a|the|your) (?:reading|spread|tarot|draw))\b|\b(?:drew|pulled|got|draw|pull) the (?:death|hanged man|tower)\b|\bdeath and rebirth\b|\b(?:8th|eighth) house\b|\b(?:symbolic|ego) death\b|\bdeath (?:energy|symbolism|archetype|stare|metal|note|star|grip|row|toll)\b`,
    'I drew the Death card, what does it mean?',
  ),
  idiom(
    'shoot-me-a-text',
    String.raw`\bshoot (?:me|us) (?:a|an) (?:text|message|email|dm|line|note)\b|\bshoot ${MYSELF} in the foot\b|\bshoot my shot\b`,
    'shoot me a text when you land',
  ),
  idiom(
    'hang-out',
    String.raw`\bhang(?:ing|s|ed)? (?:out|in there|up|around|loose|tight|with)\b|\bhung (?:out|up|over)\b|\bhanging (?:plants?|baskets?|lights?|pictures?|shelves)\b|\bget the hang of\b`,
    'I want to hang out with my friends tonight',
  ),
  idiom(
    'cut-myself-slack',
    String.raw`\bcut(?:ting)? ${MYSELF} (?:some slack|a (?:slice|piece|break|deal|bit of slack|fringe)|off from|short|free|loose)\b|\bcut ${MYSELF} (?:shaving|cooking|on (?:a|the) (?:paper|knife|glass|can|tin))\b`,
    'I cut myself a slice of cake to celebrate',
  ),
  idiom(
    'burn-out',
    String.raw`\bburn(?:ing|ed|t)? ${MYSELF} out\b|\bburn(?:ing|ed|t)? out\b|\bburnout\b|\bburn(?:ed|t) ${MYSELF} (?:on the (?:stove|oven|kettle|iron|pan)|cooking|baking|ironing|with (?:hot )?(?:water|oil|coffee|tea))\b`,
    "I'm burning myself out at work, any advice?",
  ),
  idiom(
    'hurt-myself-by-accident',
    String.raw`\bhurt ${MYSELF} (?:playing|at (?:the )?(?:gym|work|practice|training)|while|during|lifting|running|skiing|falling|working out|on (?:the|a) (?:stairs|ice|trampoline)|by accident|accidentally)\b`,
    'I hurt myself playing football, when will Mars leave my sign?',
  ),
  idiom(
    'overdosing-on',
    String.raw`\b(?:overdos(?:e|ed|ing)|od'?(?:ing|d)?) on (?:sugar|caffeine|coffee|chocolate|cuteness|cute|drama|netflix|memes|tiktok|content|love|vibes|astrology|horoscopes|candy|cake|carbs|sunshine|serotonin|dopamine|nostalgia)\b`,
    "I'm overdosing on cuteness",
  ),
  idiom(
    'suicide-squad',
    String.raw`\bsuicide (?:squad|doors?|mission|run|runs|sprints?|drills?|king|squeeze|bid)\b`,
    'We watched Suicide Squad last night',
  ),
  idiom(
    'myth',
    String.raw`\b(?:rape|abduction) of (?:persephone|proserpina|europa|lucretia|the sabine women|the sabines|ganymede)\b`,
    'Is Pluto linked to the rape of Persephone myth?',
  ),
  idiom(
    'games-and-messages',
    String.raw`\bbeat(?:s|en|ing)? me (?:at|in (?:a |the )?(?:game|match|round|race|chess)|to it|to the punch)\b|\bhit(?:s|ting)? me (?:up|back|with (?:a|the|some|your|that) (?:question|fact|facts|truth|news|reading|horoscope|details|info|link))\b|\bkick(?:ed|s)? me out of (?:the|a|our|their) (?:group|chat|group chat|game|team|class|band|club|server|lobby)\b`,
    'My brother beat me at chess again',
  ),
  idiom(
    'drowning-in-work',
    String.raw`\bdrown(?:ing|ed)? (?:${MYSELF} )?in (?:work|paperwork|homework|emails|assignments|debt|bills|laundry|deadlines|love|sorrows|coffee|tea|chocolate|books|stress)\b`,
    "I'm drowning in work this week",
  ),
  idiom(
    'scared-to-death',
    String.raw`\b(?:bored|scared|worried|frightened|tickled|loved|sick) to death\b`,
    "I'm bored to death in this meeting",
  ),
  idiom('life-or-death', String.raw`\blife (?:and|or) death\b`, "it's not a life or death situation"),
  idiom(
    'dyeing-hair',
    String.raw`\bd(?:y|i)(?:e|ing|ed) (?:my|her|his|their|your) (?:hair|roots|beard|brows|eyebrows|fringe|bangs|clothes|jeans|shirt|eggs)\b`,
    "I'm dying my hair red tonight, is it a good day for it?",
  ),
  idiom(
    'gone-for-good-from-town',
    String.raw`\bgone for good (?:from|to) (?:this|the|my|our|that) (?:town|city|country|job|company|school|office|place|flat|apartment|house|village|area|state|team|club|app|platform)\b`,
    "I'll be gone for good from this town next month, finally moving!",
  ),
  idiom(
    'choked-up',
    String.raw`\bchok(?:ed|ing) up\b|\bchok(?:ed|ing|e) on (?:my|his|her) (?:words|drink|coffee|water|food)\b`,
    'I got choked up at the wedding',
  ),
  idiom(
    'going-to-go',
    String.raw`\bready to go (?:out|home|back|shopping|to|on|for|with|now,? (?:let's|lets))\b`,
    "I'm ready to go out tonight",
  ),
];
