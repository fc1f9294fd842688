import type { ProximityLexicon } from '../../phrase-pack';
import { MYSELF } from './words';

/**
 * Someone else as the one who may die ("my cat will die", "she is dying"): then a death word is
 * about them, not the writer. Checked just before the word, within one short clause.
 */
const OTHERS = String.raw`(?:he|she|it|they|you|we|everyone|everybody|someone|somebody|people|who|cat|dog|pet|fish|plants?|mom|mum|mother|dad|father|grandma|grandpa|grandmother|grandfather|nan|nana|friend|brother|sister|husband|wife|partner|boyfriend|girlfriend|son|daughter|baby|uncle|aunt|cousin|character|he'll|she'll|they'll|he's|she's|they're|you'll|you're|it's|'s)`;
const AUXILIARIES = String.raw`(?: (?:will|would|might|could|may|is|was|are|were|has|had|going to|gonna|just|already|finally|not|never|to|be|did|didn't|won't|wont|really|actually)){0,3}`;
const NOT_ABOUT_OTHERS = String.raw`(?<!\b${OTHERS}${AUXILIARIES} )`;

/** Ways of hurting one's body, as opposed to dying; the rule names these `self-harm`. */
const BODILY_HARM = String.raw`(?:cut(?:ting)?|burn(?:ing)?|hurt(?:ing)?|harm(?:ing)?|scratch(?:ing)?|punish(?:ing)?) ${MYSELF}`;

/** Death, dying, ending one's life, not being alive, and hurting one's body. */
export const HARM_WORDS = String.raw`(?:die|dying|died|dead|my death|suicid\w*|unalive\w*|kill(?:ing)? ${MYSELF}|end(?:ing)? (?:it|it all|my life|everything)|take my (?:own )?life|overdos\w*|hang(?:ing)? ${MYSELF}|jump(?:ing)? off|drown(?:ing)? ${MYSELF}|not (?:be )?alive|never wake up|not wake up|stop (?:existing|living|breathing)|be gone (?:for good|forever)|bleed out|${BODILY_HARM})`;

/** Every letter a harm word may begin with (checked by a test, so the list cannot drift). */
export const HARM_INITIALS = 'bcdehjkmnopstu';

export const EN_PROXIMITY: ProximityLexicon = {
  self: /\b(?:i|i'm|im|i've|ive|i'll|i'd|me|myself|my ?self|my life|my body|my own)\b/u,
  // The first letters of the harm words come first, so the look back runs only where one may start.
  harm: new RegExp(String.raw`\b(?=[${HARM_INITIALS}])${NOT_ABOUT_OTHERS}${HARM_WORDS}\b`, 'u'),
  intent: new RegExp(
    String.raw`\b(?:(?:wants?|wanted|wanting)\b(?! to (?:know|see|find out|understand|learn|ask|check|read|hear|talk|share|say))|wanna|wish(?:ed)?|plan(?:s|ning|ned)?|ready|decided|intend\w*|tempted|urges?|tonight|this weekend|by then|before my birthday|on my birthday|pills|tablets|rope|noose|bridge|gun|knife|blade|razor|train tracks|goodbyes?|letters?|note|rather|deserve|finally|thinking (?:about|of)|how to|how many|how much|better off|nobody|no one|any ?more)\b`,
    'u',
  ),
  selfHarm: new RegExp(String.raw`\b${BODILY_HARM}\b`, 'u'),
};
