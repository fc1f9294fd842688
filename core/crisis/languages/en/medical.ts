import type { CrisisPhrase } from '../../phrase-pack';
import { CANT, I_AM, PILLS, RELATIVE, SOMEONE, rule } from './words';

const crisis = (id: string, source: string, example: string) =>
  rule('medical', 'crisis', id, source, example);
const concern = (id: string, source: string, example: string) =>
  rule('medical', 'concern', id, source, example);

/** Whoever the emergency is happening to, the writer included. */
const WHO = String.raw`(?:i|${SOMEONE}|a (?:child|kid|man|woman|person|baby)|the (?:baby|child|kid))`;
/** "is", "was", "'s", "keeps": the forms before a present emergency ("he's choking"). */
const IS = String.raw`(?:'s|'m| is| was| am| are| keeps?)`;
/** More pills than anyone takes by mistake. */
const A_LOT_OF = String.raw`(?:too many|a lot of|a whole lot of|a (?:whole )?bunch of|a ton of|tons of|heaps of|so many|handfuls of|a few too many|loads of|lots of|way too many|all (?:of )?(?:my|the|her|his|their)|a (?:whole|full) (?:bottle|box|pack|packet|strip|blister) of|(?:the )?(?:whole|entire) (?:bottle|box|pack|packet|strip) of|a handful of|a bunch of|[1-9]\d+|ten|twenty|thirty|forty|fifty|sixty|a hundred|dozens of|double|triple)`;

/** Lips gone blue from a cold swim or a blue sweet, a throat swollen from a cold: not an emergency. */
const NOT_FROM_THE_COLD = String.raw`(?! (?:up )?(?:from|after|because of|with|in) (?:the |this |my |a |an |all the |that )?(?:cold|swim\w*|ice|icy|freezing|popsicles?|slush\w*|lipstick|blueberr\w*|candy|sweets?|dye|food colou?ring|jolly ranchers?|pool|sea|lake|snow|winter|flu|sore throat|tonsillitis|strep|infection|virus|covid|shouting|singing|screaming|crying|dentist|wisdom tooth|filler|fillers)\b)`;

const BREATHING_AND_HEART: readonly CrisisPhrase[] = [
  crisis(
    'chest-pain',
    String.raw`\bchest (?:pain|pains|tightness|pressure)\b|\b(?:pain|pressure|tightness) in (?:my|his|her|their|the) chest\b|\bmy chest (?:hurts|is tight|feels tight|is crushing|feels crushed)\b`,
    'I have chest pain and my left arm is numb',
  ),
  crisis(
    'cant-breathe',
    String.raw`\b(?:${CANT}|struggling to|hard to|unable to|trouble|difficulty|barely) (?:breathe|breathing|catch (?:my|his|her) breath|get air)\b(?! (?:without|when i (?:think|see|look)|whenever|around|near|next to|because of how)\b)`,
    "I can't breathe",
  ),
  crisis(
    'not-breathing',
    String.raw`\b(?:not|isn't|isnt|is not|stopped|has stopped|wasn't|wasnt) breathing\b|\b(?:lips|face) (?:are |is |turning |going |have gone )?(?:blue|purple)\b${NOT_FROM_THE_COLD}|\bturning blue\b${NOT_FROM_THE_COLD}`,
    'he stopped breathing',
  ),
  crisis(
    'having-an-attack',
    String.raw`\b(?:having|is having|'s having|just had|might be having|may be having) an? (?:heart attack|stroke|seizure|cardiac arrest|aneurysm|anaphylactic (?:shock|reaction)|severe allergic reaction|asthma attack)\b`,
    "I think I'm having a heart attack",
  ),
  crisis(
    'seizure',
    String.raw`\b${WHO}${IS}? (?:seizing|convulsing|shaking uncontrollably|having convulsions|having fits)\b`,
    'my brother is convulsing on the floor',
  ),
  crisis(
    'choking',
    String.raw`\b${WHO}${IS}? (?:choking|chocking)\b(?! (?:me|on (?:his|her|my|their) words|up|back|on (?:laughter|laughing|(?:his|her|their|my) (?:giggles|laughter))|with laughter|from laughing|laughing)\b)`,
    'help my baby is choking',
  ),
  crisis(
    'drowning',
    String.raw`\b${WHO}${IS} drowning\b(?! in (?:work|debt|paperwork|homework|emails|bills|love|stress|deadlines|assignments)\b)`,
    'someone is drowning in the lake',
  ),
];

const POISON_AND_OVERDOSE: readonly CrisisPhrase[] = [
  crisis(
    'overdosed',
    String.raw`\b(?:overdosed|overdosing|od'd|od'ed)\b|\b(?:took|taken|had|has taken|have taken) an overdose\b`,
    'I think my friend overdosed',
  ),
  crisis(
    'too-many-pills',
    String.raw`\b(?:took|swallowed|taken|had|ate|drank|downed|popped|swallow) ${A_LOT_OF} (?:of (?:my|the|his|her|their) )?(?:\w+ )?${PILLS}\b`,
    'I took too many pills',
  ),
  crisis(
    'alcohol-and-pills',
    String.raw`\b(?:drank|drunk|had|downed) (?:a (?:whole |full )?bottle of|a lot(?: of)?|so much|too much|loads(?: of)?|half a bottle of|heaps)\b[^.!?]{0,30}\b(?:and|then|with|plus) (?:took|swallowed|taken|popped)\b|\b(?:took|swallowed|popped) (?:all )?(?:my |the |some )?${PILLS} (?:with|and) (?:a (?:whole |full )?bottle of|a lot of|loads of)\b`,
    'I drank a bottle of vodka and took my pills',
  ),
  crisis(
    'took-them-to-die',
    String.raw`\bi (?:just |already )?(?:took|swallowed|drank|have taken|took all)\b[^.!?]{0,30}\b(?:to die|to end it|so i (?:can|could|will|would) die|so i (?:won't|wont|don't|dont) wake up)\b`,
    "I just took all my meds so I won't wake up",
  ),
  crisis(
    'swallowed-poison',
    String.raw`\b(?:swallowed|drank|ate|drinking|eaten|drunk|ingested|swallow) (?:some |a |the |a bottle of |a cup of |a lot of |some of the )?(?:poison|bleach|antifreeze|rat poison|weed killer|pesticide|drain cleaner|(?:laundry |detergent |tide |dishwasher )?pods?|batter(?:y|ies)|button batter(?:y|ies)|magnets|cleaning (?:fluid|products?)|lighter fluid|paint thinner|methanol|mushrooms from the (?:garden|yard|woods))\b`,
    'my toddler swallowed a button battery',
  ),
  crisis(
    'allergic-reaction',
    String.raw`\ballergic reaction\b[^.!?]{0,50}\b(?:throat|breath\w*|swell\w*|swollen|wheez\w*|epi ?pen|lips|tongue|hives all over|dizzy|faint\w*)\b|\b(?:throat|chest) (?:is |feels )?(?:so )?(?:tight|closing)\b[^.!?]{0,40}\b(?:allerg\w*|peanuts?|nuts?|shellfish|bee sting|stung|reaction)\b`,
    "I think I'm having an allergic reaction and my throat is tight",
  ),
  crisis(
    'poisoned',
    String.raw`\b(?:i've|i have|i was|i've been|ive been|been|he's|she's|he was|she was|we've been|we were) poisoned\b|\bcarbon monoxide\b[^.!?]{0,30}\b(?:alarm|leak|poisoning|dizzy|headache)\b`,
    'the carbon monoxide alarm is going off and we feel dizzy',
  ),
  crisis(
    'allergic-swelling',
    String.raw`\banaphyla\w*|\b(?:throat|tongue|lips?|face) (?:is |are |keeps |started |feels? (?:like it'?s )?)?(?:closing|swelling|swollen)\b${NOT_FROM_THE_COLD}|\b(?:need|used|use|using|where'?s|can't find|cant find|forgot) (?:my |his |her |an? |the )?epi ?pen\b`,
    'my throat is closing up after eating peanuts',
  ),
];

const COLLAPSE_AND_INJURY: readonly CrisisPhrase[] = [
  crisis(
    'unconscious',
    String.raw`\b(?:is|was|are|were|went|fell|knocked|lying|lay|still|been|be|seems|looks|found (?:him|her|them|my ${RELATIVE})) (?:completely |totally |still )?(?:unconscious|unresponsive)\b(?! (?:of|mind|desires?|patterns?|bias)\b)`,
    'my friend is unconscious on the floor',
  ),
  crisis(
    'wont-wake-up',
    String.raw`\b(?:he|she|they|my ${RELATIVE}|the (?:baby|child|kid))(?:'s| is)? (?:won't|wont|will not|isn't|isnt|is not|can't|cant|doesn't|doesnt|does not|not) (?:wake up|waking up|respond(?:ing)?(?= ?(?:[.!?,]|$|and\b|to (?:anything|touch|me shaking|his name|her name))))`,
    "my mom won't wake up",
  ),
  crisis(
    'collapsed',
    String.raw`\b(?:${SOMEONE}|i) (?:just |has |have )?(?:collapsed|fainted and (?:won't|wont|can't|cant|isn't|isnt|hasn't|hasnt|is not))\b|\bpassed out and (?:won't|wont|can't|cant|isn't|isnt|is not|not)\b`,
    'my grandfather just collapsed in the kitchen',
  ),
  crisis(
    'bleeding',
    String.raw`\b(?:bleeding (?:really |very |so |super |quite |extremely )?(?:heavily|heavy|badly|a lot|so much|everywhere|out)|(?:so much|a lot of|lots of|loads of|tons of|too much|so so much) blood\b(?! (?:test|tests|work|type|sugar|pressure|donation|drive|moon|orange)\b)|losing (?:a lot of |so much |lots of )?blood|heavy bleeding|won't stop bleeding|wont stop bleeding|can't stop (?:the )?bleeding|cant stop (?:the )?bleeding|bleeding (?:that )?(?:won't|wont) stop|blood (?:everywhere|won't stop|wont stop|is everywhere|all over)|lost (?:a lot of|so much) blood)\b`,
    "I'm bleeding heavily and it won't stop",
  ),
  crisis(
    'stroke-signs',
    String.raw`\b(?:face|mouth|smile) (?:is |was |started |has started )?droop\w*|\bslurr\w* (?:speech|words|(?:my|his|her|their) words)\b|\b(?:speech|words) (?:is |are )?slurred\b|\b${CANT} (?:move|feel|lift) (?:one side|the (?:left|right) side|(?:my|his|her|their) (?:left|right) (?:arm|leg|side))\b`,
    'my mom is having a stroke, her face is drooping',
  ),
  crisis(
    'head-injury',
    String.raw`\b(?:hit|banged|bumped|cracked) (?:my|his|her|their) head\b[^.!?]{0,30}\b(?:vomit\w*|throwing up|confused|unconscious|passed out|can't remember|cant remember|bleeding|won't wake|seizure|fitting)\b`,
    'he hit his head and keeps throwing up',
  ),
  crisis(
    'emergency',
    String.raw`\bmedical emergency\b|\bcall(?:ing)? (?:an |the )?ambulance\b|\b(?:need|needs) an ambulance\b`,
    'this is a medical emergency, please help',
  ),
  concern(
    'about-to-pass-out',
    String.raw`\b(?:feel like |think )?${I_AM} (?:going to|gonna|about to) (?:pass out|faint|black out)\b`,
    "I feel like I'm going to pass out",
  ),
  crisis(
    'pregnant-and-bleeding',
    String.raw`\bpregnan(?:t|cy)\b[^.!?]{0,50}\b(?:bleeding(?! ?(?:gums?|nose|from (?:my )?(?:gums?|nose)))|blood(?! (?:test|tests|work|pressure|sugar|type|group|donation))|cramping|severe (?:pain|cramps)|contractions|water broke|waters broke|can't feel (?:the baby|him|her) move|cant feel (?:the baby|him|her) move)\b|\b(?:bleeding|blood|cramping)\b[^.!?]{0,30}\b(?:i'?m|im|i am|she'?s|she is) (?:\d+ (?:weeks?|months?) )?pregnant\b`,
    "I'm 20 weeks pregnant and I've started bleeding",
  ),
  crisis(
    'cant-wake-them',
    String.raw`\b(?:${CANT}|couldn't|couldnt|could not|unable to|not able to|tried to) (?:wake|rouse) (?:him|her|them|my ${RELATIVE}|the (?:baby|child|kid)|(?:him|her|them) up)(?: up)?\b(?!(?: up)? (?:in|for|on) (?:the )?(?:mornings?|school|weekends?|time|work|class)\b|(?: up)? before (?:noon|\d+|school|work)\b|(?: up)? (?:lol|haha)\b)(?![^.!?]{0,40}\b(?:heavy sleeper|sleeps like|lazy|teenager|teen|alarm|snooz\w*|lie[- ]in|hungover|weekend)\b)(?<!\b(?:sleeps?|sleeping|slept|sleeper|snoring|snores)\b[^.!?]{0,40})`,
    "I can't wake him up and he's barely breathing",
  ),
  crisis(
    'seizure-wont-stop',
    String.raw`\b(?:seizures?|fits?|convulsions?|fitting|seizing|convulsing)\b[^.!?]{0,20}\b(?:won't|wont|will not|doesn't|doesnt|isn't|isnt|is not|hasn't|hasnt|not) (?:stop|stopping|ending|end|stopped|ended)\b|\b(?:seizure|fit|convulsions?)\b[^.!?]{0,20}\b(?:for|lasted|lasting|over|more than|longer than) (?:\d+|two|three|four|five|ten|several) (?:minutes?|mins?)\b`,
    'her seizure has lasted 5 minutes',
  ),
];

export const MEDICAL_WORDS: readonly CrisisPhrase[] = [
  ...BREATHING_AND_HEART,
  ...POISON_AND_OVERDOSE,
  ...COLLAPSE_AND_INJURY,
];
