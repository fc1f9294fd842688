import { type ConceptSet, conceptBuilders } from './concept-rule';

const { concept, guard } = conceptBuilders('en');

/** The writer. */
const SELF = String.raw`i|i'm|im|i've|ive|i'll|me|my|myself|my self`;
/** Someone close the message is about: a friend in danger is as urgent as the writer. */
const SOMEONE = String.raw`he|she|they|he's|she's|they're|hes|shes|him|her|them|my (?:best )?(?:friend|mate|bf|gf|boyfriend|girlfriend|partner|husband|wife|brother|sister|mum|mom|mother|dad|father|son|daughter|baby|kid|child|grandma|grandpa|nan|granny|roommate|flatmate|cousin|uncle|aunt)`;
const PILLS = String.raw`pills?|tablets?|meds|medication|medicine|painkillers|sleeping pills|paracetamol|tylenol|ibuprofen`;
// Not "can't": "I can't wake him up" is a heavy sleeper and "I can't breathe without you" a love song.
const NEGATED = String.raw`won't|wont|will not|isn't|isnt|is not|not|doesn't|doesnt|barely|hard to`;
const RELATIVE = String.raw`brother|sister|mum|mom|mother|kids?|son|daughter|baby|siblings?|children`;

export const EN_CONCEPTS: ConceptSet = {
  rules: [
    concept(
      'suicide',
      'ending-life',
      [
        String.raw`end(?:ing|ed)? (?:it all|my life|his life|her life|their life|my ?self|himself|herself|everything)|let(?:ting)? go of (?:life|this life|living)|(?:leave|leaving) (?:this|the) (?:world|planet|earth)|(?:stop|cease|stopping|ceasing) (?:to )?exist(?:ing)?|(?:not|never) (?:to )?(?:wake|waking) up|(?:take|taking|took) (?:my|his|her|their) (?:own )?life|(?:better|happier|easier|lighter|fine) (?:off )?without me|better off if i|rather be dead|(?:done|finished) with (?:being alive|living|existing|life)`,
      ],
      'i keep wishing i could go to sleep and just not wake up',
    ),
    concept(
      'suicide',
      'no-point',
      [
        String.raw`(?:no|the) point (?:of|in) (?:tomorrow|living|life|going on|waking up|being here|being alive)|nothing (?:left )?(?:for me|to live for)|no (?:reason|point) (?:to|in) (?:live|living|go on|going on|stay|staying|be here)`,
      ],
      "I don't see the point of tomorrow",
    ),
    concept(
      'suicide',
      'not-around',
      [
        SELF,
        String.raw`(?:won't|wont|will not|not going to|not gonna|don't think i'll|dont think i'll|dont think ill|doubt i'll|still|even) (?:be )?(?:around|here|alive|make it|live)`,
        String.raw`(?:for|to see|till|until|by|past|in|much) (?:my )?(?:next )?(?:birthday|christmas|spring|summer|autumn|winter|new year|longer|week|month|year)`,
      ],
      "i dont think i'll be around for my next birthday",
    ),
    concept(
      'suicide',
      'burden',
      [
        String.raw`(?:i'm|im|i am|being|feel like)(?: such| just| only| nothing but)? (?:a )?(?:burden|waste of space)|(?:problem|burden|bother) (?:for|to|on) (?:anyone|anybody|everyone|everybody|them) (?:much |any )?(?:longer|more|anymore)`,
      ],
      "I'm not going to be a problem for anyone much longer",
    ),
    concept(
      'suicide',
      'unnoticed',
      [
        String.raw`(?:nobody|no one|noone) (?:would|will|'d|d)? ?(?:even )?(?:notice|care|miss me)`,
        String.raw`if i (?:was|were|wasn't|weren't) (?:gone|dead|here|around)|if i (?:died|disappeared|vanished|left for good)|when i'm gone|once i'm gone`,
      ],
      'nobody would even notice if i was gone',
    ),
    concept(
      'suicide',
      'giving-away',
      [
        String.raw`giv(?:e|ing|en) (?:away )?(?:all )?(?:of )?my (?:things|stuff|belongings|possessions|treasures)|(?:dog|cat|pets?) (?:has|have|got|gets) (?:a )?new (?:home|owner|family)|(?:life insurance|my will|my affairs) (?:is |are )?(?:sorted|done|ready|in order|written)`,
      ],
      "I've been giving my things away to people who'll use them",
    ),
    concept(
      'suicide',
      'farewell',
      [
        String.raw`goodbyes?|farewells?`,
        String.raw`for good|forever|final|last|after i'm gone|when i'm gone|in (?:little|small) ways|to (?:everyone|people|everybody)|texted me|sent me|messaged me`,
      ],
      'what sign has the best energy for a final goodbye?',
      String.raw`ex|job|work|colleagues|coworkers|team|school|class|flat|house|apartment|city|town|holiday|trip|party|airport|station|wedding|graduation|moving`,
    ),
    concept(
      'suicide',
      'last-contact',
      [
        String.raw`(?:the )?last (?:person|one) (?:i|i'll|i will) (?:ever )?(?:talk|speak|write|message|text)`,
      ],
      'you might be the last person i talk to',
    ),
    concept(
      'suicide',
      'last-days',
      [String.raw`last|final`, String.raw`(?:on|of|in) (?:this|the) (?:planet|earth|world)|alive|of my life`],
      'this is the last week i spend on this planet',
      String.raw`job|work|school|term|semester|holiday|vacation|internship|contract|trip|season`,
    ),
    concept(
      'suicide',
      'date-set',
      [
        String.raw`dying|death|die|dead|suicide|end it|kill myself`,
        String.raw`(?:i have|i've got|ive got|i picked|i chose|i set|got) (?:a|the) (?:date|day|time|plan)`,
      ],
      'I used to think about dying, now all the time and I have a date',
    ),
    concept(
      'suicide',
      'means-stock',
      [
        String.raw`(?:every |all (?:of )?(?:the |my )?|(?:the )?whole (?:bottle|box|pack|packet|strip) of )(?:${PILLS})|(?:saved|saving|stockpil\w*|hoard\w*|collect\w*|stash\w*) (?:up )?(?:the |my |some |all )?(?:${PILLS})|(?:${PILLS}) (?:saved|stockpiled|hidden|stashed)`,
        String.raw`${SELF}|take|taking|swallow\w*|tonight|saved|up`,
      ],
      'thinking of taking every pill in the cabinet tonight',
    ),
    concept(
      'suicide',
      'height',
      [
        String.raw`how (?:high|tall|far)`,
        String.raw`bridge|building|roof|balcony|cliff|ledge|fall|drop|jump`,
      ],
      'been looking up how high a bridge needs to be',
    ),
    concept(
      'suicide',
      'on-the-edge',
      [
        String.raw`(?:on|at|over|off) (?:the |a |my )?(?:roof|rooftop|ledge|edge|bridge|balcony|cliff|tracks)`,
        String.raw`jump\w*|fall|let go`,
      ],
      'my friend is standing on the roof and says she wants to jump',
    ),
    concept(
      'suicide',
      'disappear',
      [
        SELF,
        String.raw`dis+ap+e+ar\w*|vanish\w*|gone`,
        String.raw`for good|forever|never (?:come )?back|permanently`,
      ],
      'i want to dissapear and never come back',
    ),
    concept(
      'suicide',
      'someone-else',
      [
        SOMEONE,
        String.raw`wants? to (?:die|end it|jump)|(?:end|take|ending|taking) (?:his|her|their) (?:own )?life|kill(?:ing|ed)? (?:himself|herself|themselves)|suicid\w*`,
      ],
      'my brother keeps saying he wants to end his life',
      String.raw`if i (?:leave|go|break up|tell)`,
    ),
    concept(
      'suicide',
      'if-i-died',
      [
        String.raw`if i (?:died|was dead|were dead|was gone|were gone|killed myself|end(?:ed)? myself|unalived myself)|end(?:ed|ing)? myself`,
      ],
      'u think the stars care if i end myself',
    ),
    concept(
      'self-harm',
      'hidden-marks',
      [
        String.raw`cuts|scars|marks|burns|bruises|what i (?:did|do|have done) to (?:my|myself)|what i do to myself`,
        String.raw`hid(?:e|ing)|cover(?:ing)?|sleeves|nobody sees|no one sees`,
      ],
      'wearing long sleeves in summer to hide what i did to my arms',
      String.raw`surgery|operation|acne|tattoos?|c-section|accident|pimples|stretch marks|birthmark`,
    ),
    concept(
      'self-harm',
      'marks-on-body',
      [
        String.raw`(?:cuts|cutting|scars|burns|slashes|blade|razor) (?:on|in|across|into) (?:my|her|his|their) (?:arms?|wrists?|thighs?|legs?|skin|stomach|hips?)`,
      ],
      'my friend showed me the cuts on her arms',
    ),
    concept(
      'self-harm',
      'sh',
      [String.raw`sh`, String.raw`most days|every day|everyday|every night|again|relapse\w*|urges?|clean`],
      'im 15 and i sh most days',
    ),
    concept(
      'self-harm',
      'relapse',
      [
        String.raw`relaps\w*`,
        String.raw`plasters|bandages|band ?aids|cuts|blade|razor|bleed\w*|arms|wrists|thighs`,
      ],
      'relapsed last night, had to use a lot of plasters',
    ),
    concept(
      'self-harm',
      'pain-to-feel',
      [
        String.raw`(?:punch|hit|bang|scratch|burn|cut|bite)\w* (?:walls?|myself|my (?:head|skin|arms?|legs?|hands?))`,
        String.raw`bleed\w*|bled|bruis\w*|feel (?:something|anything|real|alive)`,
      ],
      'i keep punching walls till my knuckles bleed so i feel something',
    ),
    concept(
      'self-harm',
      'urge',
      [String.raw`(?:want|wanna|need|urges?) (?:to )?(?:hurt|harm|cut|burn|punish) (?:my ?self)`],
      'i want to hurt my self so bad right now',
    ),
    concept(
      'abuse',
      'threat-if-leave',
      [
        String.raw`(?:hurt|kill|hit|beat|stab|shoot|burn|ruin|destroy|find) (?:me|us|my \w+)|make me pay`,
        String.raw`if i (?:ever )?(?:leave|left|go|tell|report|call|try to leave|take the kids|break up)|threaten\w*|swore`,
      ],
      "he said he'd hurt me if i leave",
      String.raw`boss|lol|lmao|haha|teacher|coach|early|late`,
    ),
    concept(
      'abuse',
      'possessive',
      [String.raw`(?:nobody|no one|noone) else (?:will|can|gets to|is going to) have me|if i can't have you`],
      'my ex said nobody else will have me alive',
    ),
    concept(
      'abuse',
      'threatened',
      [
        String.raw`threaten\w* (?:to )?(?:hurt|kill|hit|beat|stab|shoot|burn|choke|strangle) (?:me|us|my)|threaten\w* me with (?:a |his |her )?(?:knife|gun|blade|bat|belt|hammer)`,
      ],
      'my wife threatened to stab me if I take the kids',
    ),
    concept(
      'abuse',
      'sexual-force',
      [
        String.raw`forced (?:himself|herself|themselves) on|forced me|made me (?:have sex|do (?:things|stuff))|touch(?:es|ed|ing)? me (?:when|while|at night|down there)`,
      ],
      'someone at the party forced himself on me',
    ),
    concept(
      'abuse',
      'night-visits',
      [
        String.raw`(?:comes|came|coming|gets|got|creeps?) (?:into|in) (?:my|her|his|their) (?:room|bed)`,
        String.raw`at night|nights|step ?(?:dad|father|mum|mom|brother)|stepfather|stepdad|uncle|coach|teacher`,
      ],
      'her stepfather comes into her room at night',
    ),
    concept(
      'abuse',
      'violence',
      [
        String.raw`(?:men|guys|people|partners|someone|he|she|they) (?:who |that )?(?:beat|hit|hurt|abuse|punch|slap|kick|choke|strangle)s? (?:me|us)|(?:hit|beat|slapped|punched|kicked|choked|strangled|hurt|abused) (?:my|our) (?:little |baby |younger |big |older )?(?:${RELATIVE})|throws? (?:things|stuff|plates|bottles) at (?:me|us)|(?:grabbed|grabs|had) me by the (?:throat|neck|hair)|(?:pushed|pushes|shoved|shoves|threw|throws|slammed|pinned) me (?:into|against|down|onto)`,
      ],
      'he pushed me into the wall and now my ribs hurt',
    ),
    concept(
      'medical',
      'unresponsive',
      [
        String.raw`(?:${NEGATED}) (?:wake|waking|respond\w*|react\w*|breath\w*)(?: up)?|(?:going|gone|is|turning|turned) (?:floppy|limp|blue|grey|gray|purple)|unconscious|passed out|collapsed`,
        String.raw`${SOMEONE}|on the (?:floor|ground)|ambulance`,
      ],
      'my mum is on the floor and not responding',
      String.raw`texts|messages|replies|dms|emails|calls`,
    ),
    concept(
      'medical',
      'overdose',
      [
        String.raw`(?:took|taken|swallowed|had|ate|drank|downed) (?:a |the )?(?:whole|entire|full|all|too many|way too many|loads of|lots of|a lot of|handful of|bunch of)(?: \w+){0,2} (?:${PILLS})|(?:swallowed|drank|drunk|ate) (?:some |the )?(?:bleach|detergent|antifreeze|poison|cleaning|laundry|batteries)|overdos\w*|too many (?:${PILLS})`,
      ],
      'took way too many painkillers and my ears are ringing',
    ),
    concept(
      'medical',
      'stroke',
      [
        String.raw`(?:can't|cant|cannot|unable to|won't) (?:move|lift|feel) (?:her|his|my|their) (?:arm|leg|face|hand|side)|face (?:is )?droop\w*|slurr\w*|words (?:come|came|are coming) out (?:wrong|weird|strange|jumbled)`,
      ],
      'my grandma suddenly cant move her arm and her words come out wrong',
    ),
    concept(
      'medical',
      'allergy',
      [
        String.raw`(?:lips?|throat|tongue|face|mouth) (?:and (?:my |her |his )?(?:lips?|throat|tongue|face) )?(?:is |are )?(?:swelling|swollen|swell\w*|closing)`,
      ],
      'i was stung by a bee and my lips and throat are swelling',
      String.raw`cold|flu|tonsil\w*|sore|infection|strep|sick|virus|covid`,
    ),
    concept(
      'medical',
      'bleeding',
      [
        String.raw`blood everywhere|(?:won't|wont|can't|cant|doesn't|doesnt|not) stop(?:ping)? bleeding|bleeding (?:won't|wont|doesn't|doesnt|will not) stop|(?:cut|stabbed|sliced) (?:too|really|very|so) deep|losing (?:a lot of|so much) blood`,
      ],
      "there's blood everywhere and it won't stop",
    ),
    concept(
      'medical',
      'chest',
      [
        String.raw`chest|heart`,
        String.raw`crush\w*|tight\w*|pain|hurts|racing|pounding|pressure|squeez\w*`,
        String.raw`can't breathe|cant breathe|barely breathe|short of breath|breathless|arm|jaw|sweat\w*|faint\w*|dizzy`,
      ],
      'heart is racing and my chest feels crushed, i can barely breathe',
      String.raw`crush|laugh\w*|excite\w*|date|exam|coffee|gym|workout|running|love`,
    ),
    concept(
      'medical',
      'child-unwell',
      [
        String.raw`baby|newborn|toddler|infant|son|daughter`,
        String.raw`floppy|limp|hard to wake|won't wake|not waking|seiz\w*|fitting|turning blue|not breathing`,
      ],
      'my baby has a fever and is going floppy and hard to wake',
    ),
    concept(
      'suicide',
      'no-use',
      [
        String.raw`what'?s the point (?:of|in) (?:going on|carrying on|continuing|trying)|why (?:should i )?(?:keep going|carry on|go on)`,
      ],
      "what's the point of carrying on",
    ),
    concept(
      'suicide',
      'over-soon',
      [
        String.raw`(?:tomorrow|tonight|soon) (?:at this time )?(?:it'?ll|it will|everything will|everything'?ll|this will) (?:all )?be over|end (?:this|it) (?:tonight|today)`,
      ],
      "tomorrow at this time it'll all be over",
    ),
    concept(
      'suicide',
      'rope',
      [String.raw`(?:have|got|bought|found) (?:the |a )?(?:rope|noose)`],
      'i already bought the rope',
      String.raw`climb\w*|swing|boat|sail\w*|tent|camping|toy|dog|cat|jump rope|skipping`,
    ),
    concept(
      'suicide',
      'tracks',
      [String.raw`on the (?:train )?tracks|on the railway line`],
      "i'm on the tracks waiting",
    ),
    concept(
      'suicide',
      'stop-burden',
      [
        String.raw`stop being a burden|(?:don'?t|dont) want to be a burden|(?:no one|nobody) (?:will|would) have to worry about me`,
      ],
      'nobody will have to worry about me anymore',
    ),
    concept(
      'suicide',
      'sleep-forever',
      [String.raw`(?:want|wanna|wish|like) (?:to )?(?:just )?sleep (?:forever|and never wake)`],
      'i just want to sleep forever',
      String.raw`could|after (?:this|that|today|work)`,
    ),
    concept(
      'abuse',
      'police-threat',
      [
        String.raw`police|cops`,
        String.raw`(?:i'?m|i am|i'?d be|i'?ll be) dead|kill me|hurt me|(?:he|she)'?ll find me`,
      ],
      "he said if i go to the police i'm dead",
      String.raw`found`,
    ),
    concept(
      'abuse',
      'hiding-bruises',
      [
        String.raw`bruises|black eye|marks`,
        String.raw`(?:say|tell (?:everyone|people|them)|pretend) (?:that )?i (?:fell|tripped|walked into)`,
      ],
      'i have bruises everywhere but i say i fell',
    ),
    concept(
      'self-harm',
      'deserve-pain',
      [String.raw`i deserve (?:the |this )?(?:pain|to (?:hurt|suffer|be hurt|bleed))`],
      'i deserve the pain',
    ),
    concept(
      'medical',
      'took-something',
      [
        String.raw`took something|taken something|had something`,
        String.raw`seiz\w*|fitting|shaking|convuls\w*|not waking|unconscious`,
      ],
      "my mate took something and he's fitting",
    ),
  ],
  guard: guard(
    String.raw`character|novel|film|movie|episode|series|story|chapter|fiction|senate|emperor|caesar|king|queen|history|historical|tarot|death card|charity|declutter|clear ?out`,
  ),
};
