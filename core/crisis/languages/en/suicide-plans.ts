import type { CrisisPhrase } from '../../phrase-pack';
import { INTENT, I_AM, MYSELF, PILLS, WHEN, WONT, rule } from './words';

/** Not expecting to be alive or around: "won't", "not going to", "doubt I'll". */
const WONT_BE = String.raw`(?:${WONT}|not going to|not gonna|never going to|don't think i'll|dont think ill|don't think i will|doubt i'll|doubt ill|may not|might not)`;
/**
 * The reasons people give for being away that have nothing to do with dying: travel, a move,
 * work. Checked a little after a "won't be here" so that "I'm moving to Canada" keeps it harmless.
 */
const AWAY_FOR_A_REASON = String.raw`(?![^.!?]{0,50}\b(?:moving|move|moved|relocat\w*|travel\w*|holiday|holidays|vacation|trip|abroad|away|flight|flying|fly|visiting|visit|camping|festival|conference|work trip|business|deployed|deployment|offline|off grid|no (?:wifi|signal|internet)|busy|exams?|hospital stay|surgery|retreat|honeymoon|wedding|back (?:in|on|next|after)|already|friend|another astrologer|got one|have one|did one|booked|subscription)\b)`;

const crisis = (id: string, source: string, example: string) =>
  rule('suicide', 'crisis', id, source, example);
const concern = (id: string, source: string, example: string) =>
  rule('suicide', 'concern', id, source, example);

/** Words that end a dose question: what it would take to die. */
const TO_DIE = String.raw`(?:fatal|lethal|deadly|to die|kill (?:me|myself|a person|someone|you|an adult|a human)|to (?:overdose|od)|to not wake up|to never wake up|stop (?:my|your|a|the) heart|to end it|to end my life)`;
const HIGH_PLACE = String.raw`(?:bridge|building|roof|rooftop|cliff|balcony|window|tower|car park|parking garage|parking lot roof|overpass|motorway bridge|train|tracks|bus|truck|lorry|traffic|subway|tube)`;

/**
 * What turns a bare decision ("I've decided", "tonight's the night", "I have a plan") into a
 * plan to die when it shares the message: a means, a farewell, an expectation of being gone.
 */
const DECISION_MEANS = String.raw`(?:pills|tablets|meds|rope|noose|gun|pistol|razor|blade|bridge|ledge|roof|rooftop|jump|overdose|hang|goodbyes?|farewell|note|letters|my will|last (?:night|day|message|reading)|won't be (?:here|around|alive)|wont be (?:here|around|alive)|not be (?:here|around|alive)|end it|ending it|end my life|die|dying|kill ${MYSELF}|made my peace|affairs in order|gave away|given away|giving away)`;

/** Means: pills and doses, heights, trains, ropes, guns, blades. */
const MEANS: readonly CrisisPhrase[] = [
  crisis(
    'dose-to-die',
    String.raw`\bhow (?:many|much)\b[^.!?]{0,40}\b${TO_DIE}\b`,
    'asking as a scorpio, how many sleeping pills would be fatal?',
  ),
  crisis(
    'dose-would-it-take',
    String.raw`\bhow (?:many|much) (?:of )?(?:(?:my|the|these|those|your|his|her) )?(?:\w+ ){0,2}${PILLS}\b[^.!?]{0,30}\b(?:would it take|does it take|will it take|it would take|it takes|would i need|do i need to take)\b`,
    'how many paracetamol would it take',
  ),
  concern(
    'dose-too-many',
    String.raw`\bhow (?:many|much) (?:of )?(?:(?:my|the|these|those|your) )?(?:\w+ ){0,2}${PILLS}\b[^.!?]{0,30}\b(?:is|are|would be) too (?:many|much)\b|\bhow many ${PILLS} (?:can|could) (?:i|you|a person) take at once\b`,
    'how many sleeping tablets is too many?',
  ),
  crisis(
    'lethal-dose',
    String.raw`\b(?:lethal|fatal|deadly) (?:dose|doses|amount|quantity|overdose|level|number|combination|mix)\b`,
    'what is the lethal dose of tylenol',
  ),
  crisis(
    'overdose-intent',
    String.raw`\b(?:${INTENT}|how (?:to|do i|can i|would i)) (?:to )?(?:just )?(?:overdose|od|take an overdose|taking an overdose|(?:take|taking|swallow|swallowing) all (?:of )?(?:my|the) ${PILLS})\b`,
    'I want to take all my pills tonight',
  ),
  crisis(
    'saving-pills',
    String.raw`\b(?:(?:saved|saving|save|saves|put) (?:up|aside|away)|stockpil\w*|hoard\w*|stash\w*|stored up) (?:my |some |all (?:of )?(?:my |the )?|enough |a lot of |lots of )?${PILLS}\b`,
    "I've been saving up my pills just in case",
  ),
  crisis(
    'pills-put-aside',
    String.raw`\b${PILLS} (?:saved|stashed|hidden|stockpiled|hoarded|put aside|put away)(?: up| away)?(?: for| just in case| in case|$|[.!?,])`,
    'I have pills saved up',
  ),
  crisis(
    'enough-pills',
    String.raw`\b(?:enough|all (?:my|the)|a whole bottle of|a bottle of|the whole bottle of) ${PILLS} to (?:die|kill me|kill ${MYSELF}|end it|not wake up|never wake up|do it|overdose|od)\b`,
    'I have enough pills to end it',
  ),
  crisis(
    'how-to-die',
    String.raw`\b(?:how (?:to|do i|can i|would i|should i|do you|does one|could i)|ways? to|(?:best|easiest|quickest|fastest|surest|quietest|painless) ways? to|methods? to) (?:kill ${MYSELF}|die|end (?:my|one's|your) life|end it all|commit suicide|hang ${MYSELF}|not wake up|unalive ${MYSELF})\b`,
    "what's the easiest way to die",
  ),
  crisis(
    'painless',
    String.raw`\bpainless(?:ly)? (?:ways?|methods?|death|suicide|way to go)\b|\b(?:die|go|end it) painlessly\b`,
    'is there a painless way to go',
  ),
  concern(
    'does-dying-hurt',
    String.raw`\bdoes (?:dying|drowning|hanging|an overdose|overdosing|bleeding out|jumping|suffocating) hurt\b|\bhow long does it take to (?:die|bleed out|drown|suffocate)\b`,
    'does drowning hurt?',
  ),
  crisis(
    'jump-off',
    String.raw`\b(?:${INTENT}|should|will|'ll|could|might|almost|nearly|stood|standing|stand|climb\w*|went|go) (?:to |of |about |on )?(?:just )?(?:jump|jumping|leap|leaping) (?:off|from|in front of|under|out of)\b[^.!?]{0,20}\b${HIGH_PLACE}\b(?! station| stop| ticket)`,
    'I keep thinking about jumping off a bridge',
  ),
  crisis(
    'throw-myself',
    String.raw`\b(?:throw|throwing|threw) ${MYSELF} (?:off|from|in front of|under|onto|out of)\b`,
    'I want to throw myself in front of a car',
  ),
  crisis(
    'in-front-of-train',
    String.raw`\b(?:step|stepping|walk|walking|lie|lying|lay|laying) (?:down )?(?:in front of|onto|on|into) (?:a|the) (?:train|tracks|bus|truck|lorry|traffic|oncoming traffic|subway|tube)\b(?! (?:station|stop|platform|ticket|door|schedule|times|pass|driver))`,
    'sometimes I want to step in front of a train',
  ),
  crisis(
    'drive-off',
    String.raw`\b(?:drive|driving|crash|crashing|steer|steering|swerve|swerving) (?:my car |the car |it )?(?:off (?:a|the) (?:cliff|bridge|road)|into (?:a|the) (?:wall|tree|river|lake|sea|oncoming traffic|truck|lorry|pillar|barrier))\b|\bcrash (?:my|the) car on purpose\b`,
    'sometimes I think about driving my car into a tree',
  ),
  crisis(
    'on-the-edge',
    String.raw`\b(?:${I_AM}|i'm sitting|i'm standing) (?:standing |sitting )?on (?:the|a) (?:ledge|edge|railing)\b|\b(?:on|at) the edge of (?:the|a) (?:roof|bridge|building|cliff|balcony|platform)\b`,
    "I'm sitting on the edge of the roof",
  ),
  concern(
    'on-the-bridge-now',
    String.raw`\b${I_AM} (?:up )?(?:on|at) (?:the|a|this) (?:bridge|roof|rooftop|ledge|tracks|overpass|cliff|edge of the roof|balcony railing) (?:right )?(?:now|rn)\b(?![^.!?]{0,30}\b(?:fixing|repairing|cleaning|taking|watching|with (?:my )?(?:friends|family|kids|dog|partner)|party|drinking|enjoying|hanging|photos?|pictures?|view|sunset|sunrise|stars|fireworks|smoking|working)\b)`,
    "I'm on the bridge right now",
  ),
  concern(
    'standing-on-the-bridge',
    String.raw`\b${I_AM} (?:standing|sitting) on (?:the|a) (?:bridge|roof|rooftop|tracks|overpass)\b(?! (?:taking|with|for|to take|watching|enjoying)\b)`,
    "I'm standing on the bridge right now",
  ),
  crisis(
    'use-it-on-myself',
    String.raw`\buse (?:it|this|them|that|a knife|the knife|a blade|the blade|a razor|the razor|the gun|a gun|the pills) on ${MYSELF}\b`,
    'I have a knife and I want to use it on myself',
  ),
  crisis('hang-myself', String.raw`\bhang(?:ing|ed)? ${MYSELF}\b`, 'I want to hang myself'),
  crisis(
    'noose',
    String.raw`\b(?:tie|tied|tying|made|making|make|bought|buy|have|got|get|found|ready|hanging) (?:a |the |my )?noose\b|\bnoose (?:is )?ready\b|\bnoose around my neck\b`,
    'I tied a noose last night',
  ),
  crisis(
    'rope',
    String.raw`\b(?:bought|got|have|found|tied|tying|hid|hidden) (?:a |the |some )?rope\b[^.!?]{0,30}\b(?:hang|neck|beam|ceiling|tree|end it|to do it|for me)\b`,
    'I bought a rope and found a beam',
  ),
  crisis(
    'gun',
    String.raw`\b(?:put|putting|hold|holding|held|point|pointing|pointed) (?:(?:a|the|this|his|her|my|my \w+'s) )?(?:gun|pistol|revolver|rifle|shotgun) (?:to|against|in) my (?:head|mouth|temple|chest)\b|\bshoot(?:ing)? ${MYSELF}\b(?! in the foot)|\bblow (?:my|me) (?:brains|head) out\b|\b(?:bullet|gun) (?:in|through|to) my (?:head|brain|mouth)\b`,
    'I keep thinking about putting the gun to my head',
  ),
  crisis(
    'wrists',
    String.raw`\b(?:slit|slitting|slice|slicing|cut|cutting|open|opening) (?:my|both) (?:wrists?|throat|veins?)\b`,
    'I want to slit my wrists',
  ),
  crisis(
    'other-means',
    String.raw`\b(?:drown|drowning|suffocate|suffocating|poison|poisoning|gas|gassing|electrocute|electrocuting|set fire to) ${MYSELF}\b(?! (?:in|with) (?:work|coffee|tea|chocolate|books|tears|music|paperwork|love)\b)|\b(?:starve|drink) ${MYSELF} to death\b|\bcar running in the (?:garage|closed garage)\b`,
    'I thought about drowning myself in the river',
  ),
  crisis(
    'gun-ready',
    String.raw`\b(?:gun|pistol|revolver|rifle|shotgun)(?:'s| is| are)? (?:already |now |all )?(?:loaded|cocked|in my (?:hand|hands|mouth|lap)|next to me|beside me|on my (?:bed|lap|pillow)|right (?:here|next to me|beside me))\b(?! with blanks\b)(?![^.!?]{0,30}\b(?:truck|car|safe|range|hunt\w*|season|blanks|cabinet|locker|holster|deer|ducks?|game)\b)|\b(?:loaded|cocked) (?:the|my|his|her|my \w+'s|a) (?:gun|pistol|revolver|rifle|shotgun)\b`,
    "Be honest about my future: do I even have one? Because the gun is loaded and it's right next to me.",
  ),
  concern(
    'pills-counted-out',
    String.raw`\b(?:counted|lined|laid|set|sorted|piled|poured) (?:out |up )?(?:all )?(?:of )?(?:my |the |these |those )?(?:\w+ )?${PILLS}\b(?! (?:for (?:the|this|next) (?:week|month|day|trip)|into (?:my|the|a) (?:organi[sz]er|pill ?box|dispenser))\b)|\b${PILLS} (?:are |is )?(?:all )?(?:counted|lined up|laid out|set out|poured out|piled up)(?: out)?\b(?! (?:for (?:the|this|next) (?:week|month|day|trip)|in (?:my|the|a) (?:organi[sz]er|pill ?box|dispenser))\b)`,
    'I have the pills counted out on the kitchen table.',
  ),
  concern(
    'bought-a-rope',
    String.raw`\b(?:bought|buying|buy|ordered|got|have|found|tested|hid|hidden) (?:a|the|some|a long|a strong) rope\b(?![^.!?]{0,40}\b(?:climb\w*|boat\w*|sail\w*|camping|camp|hammock|swing|washing|laundry|tow\w*|dog|tent|gym|skipping|jump rope|jumping|crafts?|macrame|garden|tug)\b)(?! (?:ladder|light|lights|toy|swing|bridge|course)\b)`,
    'bought a rope today.',
  ),
  crisis(
    'jump-in-front-of',
    String.raw`\b(?:jump|jumping|leap|leaping|step|stepping|throw ${MYSELF}|fall|falling) (?:in front of|under)\b[^.!?]{0,15}\b(?:train|trains|bus|truck|lorry|car|cars|traffic)\b|\b(?:train|bus|truck|lorry|car)s? to (?:jump|step|throw ${MYSELF}) (?:in front of|under)\b`,
    'standing on the platform waiting for the next train to jump in front of',
  ),
  crisis(
    'high-place-and-jump',
    String.raw`\b(?:${I_AM}|i've been|ive been|i have been|been|i was) (?:up )?(?:standing |sitting |waiting |stood |sat |out )?(?:on|at|by|near|over|up on) (?:the|a|this|my) (?:bridge|roof|rooftop|ledge|edge|tracks|overpass|cliff|platform|railing|balcony|top floor|window ?sill)\b[^.!?]{0,80}[.!?,]? ?[^.!?]{0,40}\b(?:jump|jumping|leap|step off|the drop)\b(?! (?:rope|in(?:to)? (?:the )?(?:pool|sea|lake|water|river)|for joy|on the bandwagon|shot)\b)`,
    "been sitting on the ledge for ages, I'm scared to jump but I want to",
  ),
  crisis(
    'on-the-roof-want-to-jump',
    String.raw`\b(?:${I_AM}|i've been|been) (?:up )?(?:on|at) (?:the|a|my) (?:roof|rooftop|ledge|bridge|balcony|cliff|top floor|top)\b[^.!?]{0,50}\b(?:want|wanna|going|gonna|about|ready|need|urge|tempted) (?:to )?(?:jump|leap|let go)\b`,
    "I'm on the roof of my building and I want to jump",
  ),
  crisis(
    'nerve-to-do-it',
    String.raw`\b(?:work(?:ing)? up|build(?:ing)? up|find(?:ing)?|get(?:ting)?|muster(?:ing)?|gather(?:ing)?|have|had|lack|don't have|dont have) (?:the )?(?:nerve|courage|guts|balls|strength) to (?:jump|pull the trigger|end it|go through with it|take (?:them|the pills|all of them|the whole bottle)|kill ${MYSELF}|cut deeper|step off|let go of the (?:rail|railing|ledge))\b`,
    'trying to work up the nerve to pull the trigger',
  ),
];

/** A time that makes it concrete, or an expectation of not being alive. */
const TIMING: readonly CrisisPhrase[] = [
  crisis(
    'not-alive-by-then',
    String.raw`\b(?:will not|won't|wont|wouldn't|wouldnt|may not|might not|not going to|not gonna|never going to|don't think i'll|dont think ill|don't think i will|doubt i'll|doubt ill) (?:even )?(?:still )?be (?:alive|breathing|living|on this earth)\b|\bnot (?:be )?alive (?:by|for|in|next|on|to see|when|after|much longer|any ?more|tomorrow)\b`,
    'I probably will not be alive by then',
  ),
  crisis(
    'wont-be-here',
    String.raw`\b${WONT} (?:still )?(?:be (?:here|around)|make it) (?:by then|much longer|for much longer|for long|any ?more|to see (?:it|that|the|my|next|another|christmas|tomorrow|the new year)|(?:by|to|until|till|past) (?:the end of|christmas|my birthday|then|tomorrow|the weekend|next (?:week|month|year))|through (?:the night|tonight|this week)|after tonight)\b`,
    "Mercury goes direct in three weeks but I won't be here by then",
  ),
  concern(
    'wont-be-here-soon',
    String.raw`\b${WONT} (?:still )?be (?:here|around) for (?:the next (?:eclipse|full moon|new moon|retrograde|season)|my (?:next )?birthday|christmas|the holidays)\b`,
    "I won't be around for the next eclipse",
  ),
  crisis(
    'dead-by',
    String.raw`\b(?:i'll|ill|i will|gonna|going to|should|probably|hopefully) (?:be )?dead (?:by|before|soon|tomorrow|next|in a (?:week|month|few))\b`,
    "I'll be dead before my Saturn return anyway",
  ),
  crisis(
    'last-night-alive',
    String.raw`\b(?:my )?(?:last|final) (?:night|day|week|hours?) (?:alive|on earth|of my life|on this earth|in this world)\b`,
    'tonight will be my last night on earth',
  ),
  concern(
    'last-message',
    String.raw`\b(?:this|today|tonight) (?:is|will be) my (?:last|final) (?:night|day|message|goodbye|post|birthday|christmas)(?! (?:at|of|in|with|before|off|working|as|here at|on the)\b)`,
    'this is my last message',
  ),
  crisis(
    'gone-before',
    String.raw`\b(?:die|end it|end it all|kill ${MYSELF}|be gone|be dead|end my life|go through with it|take my life) (?:before|on|by) (?:my (?:\d+(?:st|nd|rd|th) )?birthday|christmas|new year'?s?|the (?:weekend|end of the (?:week|month|year)|next (?:full|new) moon|eclipse)|friday|saturday|sunday|monday|tuesday|wednesday|thursday)\b`,
    'I want to be gone before my birthday',
  ),
  concern(
    'do-it-tonight',
    String.raw`\b(?:going to|gonna|finally|will) do it (?:tonight|today|tomorrow|this weekend|soon|now)\b|\b(?:tonight|today) (?:i'?m|im|i am|i'll|ill) (?:going to |gonna )?(?:finally )?do(?:ing)? it\b`,
    "Tonight I'm going to do it, I've got everything ready",
  ),
  concern(
    'go-through-with-it',
    String.raw`\bgo(?:ing)? through with it\b[^.!?]{0,20}\b(?:tonight|tomorrow|this time|soon|finally|${WHEN})\b`,
    "I think I'm going to go through with it this time",
  ),
  concern(
    'wont-be-here-next',
    String.raw`\b(?:${WONT_BE} (?:still )?(?:be (?:here|around|alive)|exist|make it)|(?:not|don't|dont|do not|never) (?:plan(?:ning)?|intend(?:ing)?|expect(?:ing)?) (?:on |to )?(?:still )?(?:being|be) (?:here|around|alive)) (?:next (?:week|month|year|season|time)|this time next (?:week|month|year)|in a (?:week|month|year|few (?:days|weeks|months))|for (?:the |my |next )?(?:next )?(?:year|month|week|eclipse|full moon|new moon|retrograde|season|birthday|christmas|holidays|new year|solar return|saturn return|reading|forecast)s?|by (?:the )?(?:next|then|spring|summer|autumn|fall|winter|christmas|new year|my birthday|the eclipse)|much longer|for (?:much )?longer|long enough|that long)\b${AWAY_FOR_A_REASON}`,
    "honestly I won't be around next month, so skip the yearly forecast",
  ),
  concern(
    'wont-need-future-reading',
    String.raw`\b(?:${WONT}|don't|dont|do not) (?:be )?need(?:ing)? (?:a|another|any|my|the|your|this|that|one|it|them|more) ?(?:\w+ )?(?:reading|readings|forecast|forecasts|horoscope|horoscopes|chart|transits|predictions?|solar return|year ahead|one)? ?(?:for|about|of)? ?(?:next|the next|the coming|the rest of|future|long[- ]term|another|this coming)? ?(?:year|month|week|years|months|future|decade|birthday|christmas|anymore|any more|after (?:this|tonight|today|next week))\b${AWAY_FOR_A_REASON}|\b(?:next (?:year|month)|long[- ]term|future|yearly|annual|year ahead)\b[^.!?]{0,60}\b(?:${WONT}|don't|dont) (?:be )?need(?:ing)? (?:it|one|them|that|any of (?:it|that|them))\b${AWAY_FOR_A_REASON}`,
    "I won't need a reading for next year",
  ),
  concern(
    'my-last-night',
    String.raw`\b(?:this|today|tonight|tomorrow|it|that|(?:the |tomorrow'?s |tonight'?s |this |next )?(?:full |new )?moon|(?:this |next )?(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)|my birthday)(?:'s| is| will be| is going to be| 's going to be| gonna be| going to be) (?:going to be |gonna be )?my (?:very )?(?:last|final) (?:night|day|message|goodbye|post|reading|session|question|words|chat|horoscope|sunrise|sunset|full moon|birthday|christmas)\b(?! (?:at|of|in|with|before|off|working|as|here at|on the|for (?:a while|now|this|the|a few|some|two|three|the (?:year|month|week|season))|abroad|until|till|away|of the (?:year|month|week|trip|holiday|season))\b)(?! here\b)`,
    "Tomorrow's full moon is going to be my last night.",
  ),
  concern(
    'one-last-reading',
    String.raw`\b(?:one|a|my) (?:last|final) (?:reading|message|chat|question|horoscope|look at my chart)\b(?! (?:for|before|of|this|until|till|at)\b)[^.!?]{0,20}(?:[.!?]|$)(?<=\b(?:goodbye|goodbyes|peace|before i go|before i'?m gone|before the end|ever|wanted))|\b(?:goodbye|goodbyes|made my peace|before i go|before i'?m gone)\b[^.!?]{0,80}[.!?]? ?[^.!?]{0,40}\b(?:one|a|my) (?:last|final) (?:reading|message|chat|question|horoscope)\b`,
    "I've said goodbye to everyone I love. I just wanted one last reading.",
  ),
  crisis(
    'decision-with-means',
    String.raw`(?:\b(?:i (?:have|'ve got|ve got|got|made) a plan|(?:it's|its|it is|i have it|i've got it|everything is) all planned(?: out)?|i'?ve (?:decided|made up my mind|made my decision|made the decision)|i have decided|my mind is made up|(?:tonight|today|tomorrow)(?:'s| is) the (?:night|day)|(?:i'?m|im|i am) (?:doing|gonna do|going to do) it (?:tonight|today|tomorrow|this weekend|after|once|when|before|while|as soon as|at))\b(?![^.!?]{0,3}\b(?:to|for|on|about|that|which|what|where|between)\b)[^]{0,120}\b${DECISION_MEANS}\b)|(?:\b${DECISION_MEANS}\b[^]{0,120}\b(?:i (?:have|'ve got|ve got|got|made) a plan|(?:it's|its|it is|i have it|i've got it|everything is) all planned(?: out)?|i'?ve (?:decided|made up my mind|made my decision|made the decision)|i have decided|my mind is made up|(?:tonight|today|tomorrow)(?:'s| is) the (?:night|day)|(?:i'?m|im|i am) (?:doing|gonna do|going to do) it (?:tonight|today|tomorrow|this weekend|after|once|when|before|while|as soon as|at))\b(?![^.!?]{0,3}\b(?:to|for|on|about|that|which|what|where|between)\b))`,
    "I've decided. The pills are in my drawer and tonight's the night.",
  ),
  concern(
    'done-after',
    String.raw`\b(?:after|once|when|by|on|before) (?:my birthday|christmas|new year'?s?|tonight|this weekend|the weekend|the (?:full|new) moon|the eclipse|my exams?|(?:this|next) (?:week|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?:,)? (?:i'?m|im|i am|i'll be|ill be) (?:done|gone|out|finished)(?= ?(?:[.!?,]|$|for good|forever|with (?:it all|everything|life)))`,
    "after christmas i'm gone. for good",
  ),
  concern(
    'wont-be-here-for-it',
    String.raw`\b(?:forecast|reading|horoscope|next (?:year|month)|future|long[- ]term|year ahead|solar return|\d{4})\b[^.!?]{0,50}[.!?,]? ?[^.!?]{0,25}\b${WONT_BE} (?:still )?be (?:here|around|alive) (?:for|to see) (?:it|that|any of (?:it|that)|them)\b${AWAY_FOR_A_REASON}`,
    "skip my 2030 transits, I won't be around to see them",
  ),
  concern(
    'last-you-hear-from-me',
    String.raw`\b(?:the )?last (?:time )?(?:you'?ll|you will|anyone will|anybody will|you are going to|you're going to) (?:ever )?(?:hear from|see|talk to|hear of) me\b${AWAY_FOR_A_REASON}`,
    'this is the last time you will hear from me',
  ),
  concern(
    'alive-probably-not',
    String.raw`\b(?:be alive|still be alive|still be here|still be around|be (?:here|around) (?:next|by|for|in))\b[^.!?]{0,40}[?.!]+ ?(?:probably|definitely|hopefully|honestly|prob|likely|i hope) not\b`,
    'will I still be here next year? probably not',
  ),
  crisis(
    'death-soon-i-hope',
    String.raw`\b(?:death|die|dying|my end|death date)\b[^.!?]{0,40}[?.!]* ?\b(?:i'?m|im|i am|i'?m really|i'?m just) (?:hoping|praying|wishing) (?:it'?s|its|it is|it will be|it'll be|for) (?:soon|sooner|close|near|tomorrow|tonight|this (?:week|month|year))\b`,
    'does my chart show my death date? i am hoping it is soon',
  ),
  crisis(
    'survive-because-i-wont',
    String.raw`\b(?:survive|make it (?:through|to|past)|be alive|still be alive|still be here|be (?:here|around) (?:next|by|for|in)|live (?:through|past|to see|until))\b[^.!?]{0,60}(?:[.!?]+ ?|,? ?\b(?:because|since|cause|cuz|bc|as|not that|coz)\b ?)(?:honestly |tbh |really )?(?:i|i'm|im) (?:don't|dont|do not|won't|wont|will not|'m not|am not|m not|not) (?:plan(?:ning)?(?: on it)?|intend(?:ing)?|want|expect(?:ing)?|mean|going)(?: to| on it)?(?= ?(?:[.!?,]|$|lol|tbh|honestly|anyway))|\bnot that i (?:plan|intend|expect|want|mean) to (?:be (?:here|around|alive)|survive|make it|live)\b|\b(?:alive|here|around)\b[^.!?]{0,40}\b(?:because|since|cause|cuz|bc|coz),? (?:i|i'm|im) (?:won't|wont|will not) be(?= ?(?:[.!?,]|$))`,
    "will I make it to my solar return? I don't intend to",
  ),
];

/** Saying goodbye, giving things away, putting affairs in order. */
const FAREWELLS: readonly CrisisPhrase[] = [
  crisis(
    'goodbye-note',
    String.raw`\b(?:goodbye|suicide|farewell) (?:note|letter|message|video)s?\b`,
    'I already wrote a goodbye note to my sister',
  ),
  concern(
    'letters-to-family',
    String.raw`\b(?:wrote|written|writing|write|left|leaving) (?:a |some |the )?(?:letters?|notes?|messages?) (?:to|for) (?:my (?:family|kids|children|parents|mom|mum|dad|partner|husband|wife|friends|loved ones|sister|brother)|everyone|each of them|the people i love)\b`,
    'I wrote letters to my family',
  ),
  crisis(
    'this-is-goodbye',
    String.raw`\bthis is (?:my )?(?:goodbye|farewell|the end for me)\b(?! to (?:\d+|the (?:old|year)|my old|summer|winter|spring|autumn|fall|this (?:year|job|city|place))\b)|\b(?:goodbye|bye) (?:forever|for good|world|cruel world)\b`,
    'thank you for everything, this is goodbye',
  ),
  crisis(
    'goodbye-to-everyone',
    String.raw`\b(?:said|saying|say|made|making) (?:my )?(?:final |last )?goodbyes? to (?:everyone|everybody|the world|this world|life|the people i love|everyone i love)\b(?! (?:at|in|on|before|after) (?:the |my |our |a )?(?:airport|station|party|office|work|school|wedding|gate|door|end of|farewell|leaving|dinner|conference|reunion|camp|festival|hostel|hotel|funeral)\b| (?:and|then) (?:left|got on|boarded|flew|drove|headed)\b)|\b(?:said|made) my (?:final|last) goodbyes\b(?! (?:at|in|on|before|after) (?:the |my |our |a )?(?:airport|station|party|office|work|school|wedding|gate|door|end of|farewell|leaving|dinner|conference|reunion|camp|festival|hostel|hotel|funeral)\b| (?:and|then) (?:left|got on|boarded|flew|drove|headed)\b)`,
    "I've said my final goodbyes",
  ),
  concern(
    'said-my-goodbyes',
    String.raw`\b(?:said|saying|made|making) (?:all )?my goodbyes\b(?! to (?:the|my (?:old|house|flat|apartment|job|home|colleagues|team|coworkers)|our)\b)`,
    'I said my goodbyes',
  ),
  concern(
    'giving-away',
    String.raw`\b(?:giving|gave|given|give) away (?:all )?(?:of )?(?:my|all my) (?:things|stuff|belongings|possessions|clothes|books|pets?|cat|dog|savings|money|guitar|plants|jewellery|jewelry)\b(?! (?:to (?:a |the )?(?:charity|charities|friends?|goodwill|thrift|neighbou?rs?|shelter)|before (?:the|my|we|i) (?:move|moving|trip))\b)`,
    "I've been giving away my things",
  ),
  crisis(
    'wont-need-it',
    String.raw`\b(?:won't|wont|will not|don't|dont|do not) need (?:them|it|my \w+|these|those|anything|any of (?:it|this|them)) (?:any ?more|where i'?m going|after (?:tonight|this|tomorrow))\b`,
    "I'm giving my stuff away since I won't need it anymore",
  ),
  concern(
    'ready-to-go',
    String.raw`\b(?:${I_AM}|i feel) (?:finally |so |just |now )?ready to (?:go|leave|let go)(?= ?(?:[.!?]|$|now[.!?]|now$))`,
    "I've made my peace. I'm ready to go.",
  ),
  crisis(
    'when-im-gone',
    String.raw`\b(?:take care of|look after|feed|give|tell|make sure|promise)\b[^.!?]{0,40}\b(?:when|after|once) ${I_AM} (?:gone|dead|not here|no longer here)\b`,
    'please look after my cat when I’m gone',
  ),
  concern(
    'after-im-gone',
    String.raw`\b(?:when|after|once) ${I_AM} (?:gone|dead|no longer here|not around any ?more)\b(?! (?:on|for|to|from|away|abroad|travell?ing)\b)`,
    'what will my family do after I’m gone',
  ),
  crisis(
    'affairs-in-order',
    String.raw`\b(?:written|wrote|made|updated|finished|sorted) (?:my|a) (?:will|last will)\b[^.!?]{0,40}\b(?:given away|gave away|goodbye|won't need|wont need|letters?|note|ready)\b|\b(?:given|gave) away\b[^.!?]{0,40}\b(?:written|wrote|made|updated|finished) (?:my|a) will\b`,
    "I've given away my cat and written my will",
  ),
  concern(
    'made-peace',
    String.raw`\b(?:i've|ive|i have) made (?:my )?peace with (?:dying|death|it all|everything|leaving|going|the end|my decision)\b`,
    "I've made my peace with dying",
  ),
  concern(
    'made-my-peace',
    String.raw`\b(?:i've|ive|i have|i|i've finally|i finally) made (?:my )?peace(?: with (?:my fate|the world|god|life|my life|my choice|leaving|what i'?m (?:about to do|going to do)))?(?= ?(?:[.!?,;]|$|and\b|now\b|at last\b|finally\b))`,
    "I've made my peace and I'm ready.",
  ),
  crisis(
    'goodbye-to-those-who-matter',
    String.raw`\b(?:said|saying|say|made|making) (?:my )?(?:final |last )?goodbyes? to (?:the people|those|everyone|everybody|the ones|all the people) (?:who|that|i) (?:matter|mattered|love|loved|care about|need to know)\b(?! (?:at|in|on|before|after) (?:the |my |our |a )?(?:airport|station|party|office|work|school|wedding|gate|door|end of|farewell|leaving|dinner|conference|reunion|camp|festival|hostel|hotel|funeral)\b| (?:and|then) (?:left|got on|boarded|flew|drove|headed)\b)|\b(?:said|made) (?:my )?(?:final |last )?goodbyes? to (?:my loved ones|my family and friends|the people i love)\b`,
    "I've said goodbye to everyone I care about.",
  ),
  concern(
    'affairs-sorted',
    String.raw`\b(?:put|putting|got|getting|have|sorted|sorting|gotten) (?:all )?(?:of )?my affairs (?:in order|sorted|straight)\b|\bmy affairs are (?:all )?(?:in order|sorted)\b`,
    "I've put my affairs in order",
  ),
  concern(
    'rehomed-my-pet',
    String.raw`\b(?:gave|given|giving|give|handed|rehomed|rehoming|re-homed|found a (?:new )?home for|left) (?:away )?(?:my|both my|all my) (?:cats?|dogs?|pets?|kitten|puppy|rabbit|bunny|hamster|bird|parrot|fish|horse|animals?)\b(?![^.!?]{0,60}\b(?:allerg\w*|moving|move|moved|landlord|new (?:flat|apartment|house|job|baby)|travel\w*|holiday|vacation|trip|while i'?m|for the (?:week|weekend|summer|holidays?|day|night)|deployment|hospital|surgery|because|since|as (?:i|we)|babysit\w*|pet ?sit\w*|vet|groomer|walk|walks|walked|a bath|treats?|food|dinner|breakfast|medicine|a toy|the toy)\b)`,
    'gave my cat to my sister, she will look after her better than me',
  ),
  crisis(
    'they-will-find-them',
    String.raw`\b(?:wrote|written|left|writing|leaving)\b[^.!?]{0,40}\b(?:letters?|notes?)\b[^.!?]{0,60}[.!?]? ?\b(?:they'?ll|they will|she'?ll|she will|he'?ll|he will|someone will|mum will|mom will) find (?:them|it|the (?:letters?|notes?)|me)\b`,
    "I've left notes for my kids. They'll find them in the morning.",
  ),
];

/** Crisis questions wrapped in astrology: a death date asked for, with a plan behind it. */
const WRAPPED_IN_ASTROLOGY: readonly CrisisPhrase[] = [
  crisis(
    'because-i-plan-to',
    String.raw`\b(?:die|death|dying|end it|end my life)\b[^.!?]{0,40}\b(?:because|since|as|cause|'cause|cuz|bc) i(?:'m| am|m)? (?:plan(?:ning)?|intend(?:ing)?|want|going|gonna|decided|about|ready|mean) (?:to|on)\b`,
    'will my chart show when I die because I plan to',
  ),
  crisis(
    'good-day-to-die',
    String.raw`\b(?:good|best|right|perfect|lucky|auspicious|ideal|favou?rable) (?:day|date|time|moment|night|week|transit|month|moon|energy|vibes?|hour|planetary hour|window|timing|aspect|alignment|season)s? (?:of (?:the )?(?:week|month|year) )?(?:for me )?(?:to|for) (?:die|dying|end it|end it all|end my life|kill ${MYSELF}|my death|leave this world|go through with it|suicide)\b`,
    'Is Friday a good day to die according to my transits?',
  ),
  crisis(
    'date-good-for-dying',
    String.raw`\b(?:day|date|time|moment|night|transit|week|month|moon|phase|hour|energy|season|planet|aspect|alignment|eclipse)\b[^.!?]{0,30}\b(?:good|best|right|ideal|perfect|auspicious|favou?rable) (?:for|to) (?:die|dying|end it|ending it|end my life|ending my life|my death|kill ${MYSELF}|killing ${MYSELF}|suicide)\b`,
    "Is there a date in my chart that's good for dying",
  ),
  crisis(
    'when-should-i-end-it',
    String.raw`\bwhen (?:should|can|do|would) i (?:end it|die|kill ${MYSELF}|end my life|go through with it|take my life)\b`,
    'when should I end it, what do the transits say?',
  ),
];

export const SUICIDE_PLANS: readonly CrisisPhrase[] = [
  ...MEANS,
  ...TIMING,
  ...FAREWELLS,
  ...WRAPPED_IN_ASTROLOGY,
];
