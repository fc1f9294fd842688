import type { CrisisPhrase } from '../../phrase-pack';
import { ANYMORE, CANT, DONT, I_AM, INTENT, MYSELF, WANT_TO, rule } from './words';

const crisis = (id: string, source: string, example: string) =>
  rule('suicide', 'crisis', id, source, example);
const concern = (id: string, source: string, example: string) =>
  rule('suicide', 'concern', id, source, example);

/** Followed by the end of a clause: the wish is the whole thought, not "stop changing". */
const CLAUSE_END = String.raw`(?= ?(?:[.!?,;:]|$|and\b|so\b|but\b|forever|for good|now\b|already|please|tonight))`;

/** Plain words for suicide and for wanting to die. */
const SAYING_IT: readonly CrisisPhrase[] = [
  crisis('suicide-word', String.raw`\bsuicid\w*`, 'I have been having suicidal thoughts again'),
  crisis(
    'shouldnt-exist',
    String.raw`\bi (?:just |really |honestly )?(?:shouldn't|shouldnt|should not|don't deserve to|dont deserve to|do not deserve to|wasn't meant to|wasnt meant to|was never meant to|was not meant to|never should have|never should've|shouldn't have|shouldnt have) (?:even )?(?:exist|existed|be alive|be here|been born|live|be living)\b(?! (?:on|before|until|at|without|in (?:the|this) (?:morning|heat))\b)|\bwish i (?:didn't|didnt|did not|could stop|could just stop|never) (?:exist|existed|existing)\b`,
    "some days I feel like I shouldn't even exist",
  ),
  concern(
    'you-shouldnt-exist',
    String.raw`\bfeel like (?:u|you|ya) (?:just |really )?(?:shouldn't|shouldnt|should not) (?:even )?(?:exist|be alive|be here)\b|\b(?:u|you) ever (?:feel|wish|think)\b[^.!?]{0,30}\b(?:not (?:exist|be alive|be here|wake up)|shouldn'?t exist|shouldnt exist|were dead|was dead|could disappear)\b`,
    'do you ever feel like you just shouldnt exist?',
  ),
  crisis(
    'planning-how-to-go',
    String.raw`\b(?:plan(?:ning|ned)?|figur(?:ing|ed) out|work(?:ing|ed) out|research(?:ing|ed)|decid(?:ing|ed)|know(?:s)? exactly|thinking (?:about|of)|thought about|picked|picking|chose|choosing) (?:exactly )?how (?:i'?(?:ll|m going to|m gonna|d)|ill|to|i will|i would|i want to|im gonna|im going to) (?:go|die|end it|end it all|do it|end my life|leave this world|check out)(?= ?(?:[.!?,;]|$|and\b|so\b|but\b|when\b|tonight|soon|without|quietly|peacefully|painlessly|already|lol))`,
    "I've already figured out how I'll go.",
  ),
  crisis(
    'algospeak',
    String.raw`\bsewer ?slide\b|\bself[- ]?delete\b`,
    'been thinking about sewer slide a lot',
  ),
  crisis('unalive', String.raw`\bunaliv(?:e|ed|ing)\b`, 'i want to unalive myself'),
  crisis('kms', String.raw`\bkms\b`, 'ugh kms'),
  crisis(
    'kill-myself',
    String.raw`\b(?:kill?|kills|killing|killed|off|offing|murder|murdering) ${MYSELF}\b`,
    'I want to k1ll myselfff',
  ),
  crisis(
    'end-my-life',
    String.raw`\b(?:end|ending|ended|take|taking|took) my (?:own )?life\b(?! (?:back|in (?:a|my|new|another)|into|to the next|as i know it|by storm|more)\b)`,
    'I’ve been thinking about ending my life',
  ),
  crisis(
    'end-it-all',
    String.raw`\bend(?:ing)? it all\b|\bend it (?:tonight|now|today|soon|for good|once and for all)\b`,
    "I'm going to end it all tonight",
  ),
  crisis(
    'want-to-die',
    String.raw`\b(?:want(?:ed|s)?|wanna|ready|deserve|deserves|plan(?:ning)?|planned|decided|hope|hoping|praying|wish(?:ing)?|need) (?:to )?(?:just |really |finally )?die\b(?! (?:of|from|laughing|on)\b)`,
    'honestly i just want to die',
  ),
  crisis(
    'want-to-be-dead',
    String.raw`\b(?:want(?:ed|s)?|wanna|wish(?:ed)?|rather|prefer) (?:to )?(?:just )?be dead\b(?! than\b)`,
    "I'd rather be dead",
  ),
  crisis(
    'wish-dead',
    String.raw`\bwish(?:ed)? i (?:was|were|could be) (?:dead|never born|gone)\b|\bwish i (?:had never been|hadn't been|hadnt been|wasn't|wasnt|was not|weren't|were not) born\b`,
    'Sometimes I wish I was dead',
  ),
  crisis(
    'should-die',
    String.raw`\bi (?:should|deserve to|ought to) (?:just )?(?:die|be dead|not exist|not be alive)\b(?! (?:of|from|laughing)\b)`,
    'I should just die',
  ),
  crisis(
    'hope-i-die',
    String.raw`\bi (?:hope|pray|wish) (?:that )?i (?:die|get hit by a (?:car|bus|truck)|don't wake up|dont wake up|never wake up|won't wake up|wont wake up)\b`,
    "I hope I don't wake up tomorrow",
  ),
  crisis(
    'stop-existing',
    String.raw`\b(?:want|wanna|wish i could|going) (?:to )?(?:stop|cease) (?:existing|to exist|being alive|living)\b`,
    'i want to stop existing',
  ),
  crisis(
    'thinking-of-ending',
    String.raw`\b(?:${INTENT}|keep thinking|can't stop thinking|cant stop thinking|been thinking|thoughts) (?:about |of )?(?:ending (?:it|it all|things|everything|my life)|taking my (?:own )?life)\b`,
    "I've been thinking about ending it",
  ),
  concern(
    'thinking-of-dying',
    String.raw`\b(?:keep thinking|can't stop thinking|cant stop thinking|been thinking|always thinking|thinking) (?:about|of) (?:dying|my death|not being (?:here|alive|around)|not waking up|how to die)\b`,
    'I keep thinking about not being here',
  ),
  concern(
    'feel-like-dying',
    String.raw`\bfeel(?:ing|s)? like (?:dying|i should die|i should be dead|i'm better off dead|im better off dead)\b`,
    'some days I feel like dying',
  ),
];

/** Not wanting to live, or believing others would be better off. */
const NOT_WANTING_TO_LIVE: readonly CrisisPhrase[] = [
  crisis(
    'dont-want-to-live',
    String.raw`\b${DONT} (?:want|wanna)(?: to)? (?:live|be alive|exist|keep living|continue living|see tomorrow|see another day)\b`,
    "I don't want to live anymore",
  ),
  crisis(
    'dont-want-to-be-here',
    String.raw`\b${DONT} (?:want|wanna)(?: to)? be (?:here|around|on this earth|in this world) ${ANYMORE}`,
    "I don't want to be here anymore",
  ),
  concern(
    'dont-want-to-go-on',
    String.raw`\b${DONT} (?:want|wanna)(?: to)? (?:go on|keep going|carry on|do this|try)(?: ${ANYMORE}| like this)?${CLAUSE_END}`,
    "i don't want to keep going.",
  ),
  crisis(
    'better-off-without-me',
    String.raw`\b(?:better off|happier|fine|okay|ok) without me\b|\bbetter off if i (?:was|were|wasn't|wasnt|weren't|was not|were not) (?:gone|dead|here|around|alive)\b|\bbetter off if i (?:died|disappeared)\b`,
    'Everyone would be better off without me',
  ),
  crisis(
    'if-i-were-gone',
    String.raw`\bif i (?:was|were|am|'m|m) (?:gone|dead|not here|not around|no longer here|no longer around)\b|\b(?:notice|care|miss me|matter|cry) if i (?:died|disappeared|killed myself)\b`,
    'Nobody would even notice if I were gone',
  ),
  concern(
    'no-one-would-miss-me',
    String.raw`\b(?:no ?one|nobody|no body) (?:would|will|'d|is going to|gonna) (?:even )?(?:miss me|care about me|notice i'?m gone)\b`,
    'nobody would miss me anyway',
  ),
  crisis(
    'no-reason-to-live',
    String.raw`\b(?:no|not any|not one|not a single|nothing|lost (?:my|the|all)|(?:don't|dont|do not|can't|cant|cannot) see (?:the|any)) (?:\w+ )?(?:reason|point|purpose|will) (?:to |in |for |of )?(?:live|living|being alive|go on|going on|keep going|stay alive|staying alive|wake up)\b`,
    "There's no reason to live anymore",
  ),
  crisis(
    'nothing-to-live-for',
    String.raw`\bnothing (?:left )?to live for\b|\b(?:life|living|my life) (?:is(?:n't| not)|isnt|is just not|isn't even) worth (?:living|it any ?more)\b|\blife (?:is )?not worth living\b`,
    'I have nothing left to live for',
  ),
  crisis(
    'point-of-living',
    String.raw`\bwhat'?s the (?:point|use) (?:of|in) (?:living|life|going on|being alive|being here|existing|me being (?:alive|here)|carrying on|waking up|staying alive)\b`,
    "what's the point of living when nothing changes",
  ),
  crisis(
    'tired-of-living',
    String.raw`\b(?:tired|sick|exhausted|weary) of (?:living|being alive|existing|breathing|waking up|staying alive|trying to stay alive|being on this earth)\b(?! (?:at|before) (?:\d|dawn|noon|this hour|work|coffee)| this early| on (?:a )?mondays?)`,
    "I'm just tired of living",
  ),
  concern(
    'tired-of-life',
    String.raw`\b(?:tired|sick|exhausted|weary) of (?:life|this life|my life|being me)\b`,
    "I'm so tired of life",
  ),
  crisis(
    'sleep-never-wake',
    String.raw`\b(?:sleep|go to sleep|fall asleep|close my eyes|lie down) and (?:never|not|don't|dont) wake (?:up|again)\b|\bnever (?:want to |wanna )?wake up again\b|\b${DONT} (?:want|wanna)(?: to)? wake up (?:again|any ?more|tomorrow|in the morning|ever)\b`,
    'I wish I could go to sleep and never wake up',
  ),
  crisis(
    'sleep-forever',
    String.raw`\b(?:want|wanna|wish i could|need) (?:to )?(?:just )?(?:go to )?sleep (?:forever|for ever|permanently|and never come back)\b`,
    'I just want to sleep forever',
  ),
  crisis(
    'disappear-forever',
    String.raw`\b(?:disappear|vanish|be gone|leave this world|leave this earth) (?:forever|for good|permanently)\b`,
    'I just want to disappear forever',
  ),
  concern(
    'want-to-disappear',
    String.raw`\b${WANT_TO}(?: just)? (?:disappear|vanish|not exist|fade away|not be here)${CLAUSE_END}`,
    'I just want to disappear.',
  ),
  crisis(
    'leave-this-world',
    String.raw`\b(?:${INTENT}|ready|time) (?:to )?leave (?:this|the) (?:world|earth|life|planet)\b`,
    "I think I'm ready to leave this world",
  ),
];

/** The wish for everything to end, or for a way out. */
const WANTING_AN_END: readonly CrisisPhrase[] = [
  crisis(
    'want-it-all-to-end',
    String.raw`\b(?:want|wanna|need|wish|praying|pray) (?:for )?(?:it all|all of it|this all|my life|life|everything) to (?:end|stop|be over)${CLAUSE_END}`,
    'I just want it all to end',
  ),
  concern(
    'want-the-pain-to-stop',
    String.raw`\b(?:want|wanna|need|wish) (?:for )?(?:the pain|the suffering|the hurt|the thoughts|the voices|my thoughts) to (?:end|stop|be over|go away)${CLAUSE_END}`,
    'I just want the pain to stop',
  ),
  concern(
    'end-my-suffering',
    String.raw`\bend (?:my|the|this) (?:suffering|pain|misery|torment)\b|\bput ${MYSELF} out of (?:my|this) misery\b`,
    'I want to end my suffering',
  ),
  concern(
    'no-way-out',
    String.raw`\b(?:there'?s|there is|i see|i have|i've got|see|there's just) no (?:other )?way out\b|\bno way out (?:of this|for me)\b`,
    "I feel trapped and there's no way out",
  ),
  crisis(
    'only-way-out',
    String.raw`\b(?:only|last|easiest|best) (?:way out|escape|option|choice|solution|answer) (?:is|would be|left is) (?:to )?(?:die|dying|death|suicide|to end it|end it|ending it|ending my life|kill ${MYSELF}|killing ${MYSELF})\b|\b(?:death|dying|suicide|ending it|ending my life|killing ${MYSELF}) (?:feels|seems|is|looks) like (?:the|my) (?:only|best|last|easiest) (?:way out|option|choice|answer|solution|escape)\b`,
    'death feels like the only way out',
  ),
  crisis(
    'better-dead',
    String.raw`\b(?:i'd|id|i would|i) (?:be )?(?:rather|prefer to|sooner) (?:be )?(?:dead|die|not exist|not be alive|not wake up)\b(?! than\b)`,
    'honestly I would rather die',
  ),
];

/** Distress that may or may not be about dying: a second look decides. */
const DISTRESS: readonly CrisisPhrase[] = [
  concern(
    'cant-take-it',
    String.raw`\b${CANT} (?:take|handle|bear|stand|cope with|deal with) (?:it|this|this life|life|any of (?:it|this)|the pain|everything|living like this)(?: ${ANYMORE})?${CLAUSE_END}`,
    "I can't take it anymore",
  ),
  concern(
    'cant-go-on',
    String.raw`\b${CANT} (?:go on|keep going|carry on|hold on|hang on|continue|keep living|live like this|do this|keep doing this|keep fighting|survive this|last much longer)(?: ${ANYMORE}| like this| living| much longer)?${CLAUSE_END}`,
    "I can't go on anymore",
  ),
  concern(
    'tired-of-everything',
    String.raw`\b(?:tired|sick|exhausted) of (?:everything|it all|all of (?:it|this)|trying|fighting|pretending|being here)${CLAUSE_END}`,
    "I'm so tired of everything",
  ),
  concern(
    'whats-the-point',
    String.raw`\bwhat'?s the (?:point|use)(?: (?:any ?more|of anything|of it all|of trying|of any of it|of me|in anything|of even trying|in trying))?(?= ?(?:[.!?,;]|$))|\bno point in (?:anything|trying|any of (?:it|this)) ?(?:any ?more)?${CLAUSE_END}`,
    "what's the point",
  ),
  concern(
    'pointless',
    String.raw`\b(?:everything|life|my life|it all|living|existing) (?:is|feels|seems) (?:so |completely |totally )?(?:pointless|meaningless|hopeless)\b`,
    'my life feels pointless',
  ),
  concern(
    'burden',
    String.raw`\b(?:${I_AM}|i feel like|feel like) (?:just |such |only |nothing but |always |becoming )?(?:a |such a |an? \w+ )?(?:burden|waste of (?:space|air|oxygen|life))\b`,
    "I'm a burden to everyone",
  ),
  concern(
    'hate-my-life',
    String.raw`\bi (?:really |just |honestly |fucking |fkn )?hate (?:my life|my ?self|being alive|living|existing|my existence)\b(?! for (?:eating|buying|ordering|watching|texting|sleeping in|forgetting|spending|saying yes|skipping|missing the)\b)`,
    'I hate my life',
  ),
  concern(
    'hopeless',
    String.raw`\b(?:i feel|feeling|${I_AM}|i've been|ive been) (?:so |completely |totally |utterly |really |just )?(?:hopeless|worthless|empty inside|numb inside|like giving up|like there's no hope|like theres no hope)\b`,
    'I feel so hopeless lately',
  ),
  concern(
    'give-up-on-life',
    String.raw`\b(?:give|giving|gave|given) up on (?:life|living|everything|my ?self|being alive|the future|ever being happy)\b`,
    "I'm giving up on life",
  ),
  concern(
    'done-with-life',
    String.raw`\b${I_AM} (?:so |just |completely |totally )?(?:done|finished) with (?:life|living|it all|everything|this life|this world|existing|being alive)\b`,
    "I'm done with everything",
  ),
  concern(
    'join-the-dead',
    String.raw`\b(?:join|be with|see) (?:him|her|them|my (?:\w+ ){0,2}(?:mum|mom|dad|mother|father|son|daughter|husband|wife|partner|brother|sister|friend|grandma|grandpa|baby)) (?:again )?(?:in heaven|on the other side|in the afterlife|soon)\b`,
    'I just want to join my mum in heaven',
  ),
];

export const SUICIDE_WORDS: readonly CrisisPhrase[] = [
  ...SAYING_IT,
  ...NOT_WANTING_TO_LIVE,
  ...WANTING_AN_END,
  ...DISTRESS,
];
