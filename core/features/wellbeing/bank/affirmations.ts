import type { Element } from '../../../content/signs';

/** The closing affirmation, in the visitor's own voice, dealt among an element's three signs. */
export const wellbeingAffirmations = {
  fire: [
    'I can burn bright and still rest.',
    'My energy is precious, and I spend it on what I love.',
    'I act with courage and treat myself with warmth.',
    'I let my fire warm me instead of wearing me out.',
    'Slowing down does not put my spark out.',
    'I am allowed to need care as much as I give it.',
    'My passion and my peace can live side by side.',
    'I move toward what lights me up, one honest step at a time.',
    'I meet myself today with patience and a little playfulness.',
  ],
  earth: [
    'I am steady, and I am allowed to rest.',
    'My body is wise, and I listen to it.',
    'Small, kind habits are building a life I love.',
    'I put down what is not mine to carry.',
    'I grow at my own pace, and my pace is right for me.',
    'I deserve the same care I give to everything I tend.',
    'Simple comforts are enough to restore me today.',
    'I am rooted, safe and gently growing.',
    'I trust the slow work of becoming.',
  ],
  air: [
    'My thoughts can rest, and I can breathe.',
    'I speak my feelings with honesty and kindness.',
    'I make space for quiet as well as ideas.',
    'I am curious about myself without judging what I find.',
    'I let go of what I cannot solve today.',
    'My mind is a good friend when I let it slow down.',
    'I breathe in clarity and breathe out worry.',
    'I choose connections that leave me lighter.',
    'I am allowed to change my mind and my pace.',
  ],
  water: [
    'My feelings are welcome, and they will pass like tides.',
    'I protect my softness without hiding it.',
    'I give myself the tenderness I offer others.',
    'I trust the quiet voice inside me.',
    'I can feel deeply and still stay steady.',
    'Rest is a gift I am allowed to receive.',
    'I let what is heavy flow away from me.',
    'I am held, and I can hold myself.',
    'My sensitivity is a strength I care for gently.',
  ],
} as const satisfies Record<Element, readonly string[]>;
