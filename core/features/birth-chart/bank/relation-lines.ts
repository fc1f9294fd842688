/**
 * How two placements get along, judged from their signs the way astrologers first judge them:
 * the same sign, the same element, friendly elements (fire with air, earth with water), the same
 * modality in different elements (the signs square or oppose), or simply unlike elements.
 */
export const SIGN_RELATIONS = ['sameSign', 'sameElement', 'friendly', 'sameModality', 'unlike'] as const;
export type SignRelation = (typeof SIGN_RELATIONS)[number];

/**
 * The Sun and the Moon: what you want and what you need. Slots: {sun}, {moon} (sign names),
 * {element} (the Sun's), {otherElement} (the Moon's), {modality}.
 */
export const sunMoonLines = {
  sameSign: [
    'With the Sun and Moon both in {sun}, what you want and what you need rarely argue, and you are all of a piece, for better and for worse.',
    'Sun and Moon sharing {sun} pull your will and your feelings the same way, which makes you focused and at times single-minded.',
    'You were born close to a New Moon in {sun}, with both lights in one sign, so you tend to pour yourself wholly into whatever you begin.',
  ],
  sameElement: [
    'Your {sun} Sun and {moon} Moon share the element of {element}, so your wants and your needs speak one language.',
    'Sun in {sun}, Moon in {moon}: both are {element} signs, and your head and heart tend to agree on what matters.',
    'The {sun} Sun and the {moon} Moon draw from the same {element} well, which gives you an inner consistency people can rely on.',
  ],
  friendly: [
    'Your {sun} Sun and {moon} Moon sit in friendly elements, {element} and {otherElement}, so what you aim for and what comforts you usually help each other.',
    'The {sun} Sun supplies direction and the {moon} Moon supplies feeling, and because {element} and {otherElement} feed one another the two work as a team.',
    'Your {moon} Moon keeps your {sun} Sun company in an easy way, {otherElement} answering {element}, so ambition and comfort rarely have to trade places.',
  ],
  sameModality: [
    'Your {sun} Sun and {moon} Moon are both {modality} signs of different elements, so your will and your feelings both push, often in different directions, and learning when each should lead is part of growing up.',
    'Sun in {sun} and Moon in {moon} make a restless pairing: both {modality}, they compete for the wheel until you let each steer in its own season.',
    'Your {sun} Sun and {moon} Moon share a {modality} rhythm but not an element, and the friction between them is where much of your drive comes from.',
  ],
  unlike: [
    'Your {sun} Sun and {moon} Moon come from unlike elements, {element} and {otherElement}, so you often want one thing and need another, and your life is richer for holding both.',
    'A quiet translation goes on between your {sun} Sun and your {moon} Moon: one speaks {element}, the other {otherElement}, and you learn to listen to both.',
    'What your {sun} Sun aims for and what your {moon} Moon needs come from different places, {element} and {otherElement}, so knowing which one is speaking saves you a lot of confusion.',
  ],
} as const satisfies Record<SignRelation, readonly string[]>;

/**
 * Venus and Mars: what attracts you and how you pursue it. Slots: {venus}, {mars} (sign names),
 * {element} (Venus's), {otherElement} (Mars's), {modality}.
 */
export const venusMarsLines = {
  sameSign: [
    'Venus and Mars together in {venus} make desire simple: you go after what you love in the same spirit you love it.',
    'With Venus and Mars sharing {venus}, attraction and action are one gesture for you.',
    'Venus and Mars side by side in {venus} mean you court the way you fight, wholeheartedly and in one recognisable style.',
  ],
  sameElement: [
    'Venus in {venus} and Mars in {mars} share {element}, so what attracts you and how you pursue it move in step.',
    'Both {element} signs, Venus in {venus} and Mars in {mars} let tenderness and desire speak the same language.',
    'Your Venus in {venus} and Mars in {mars} are cut from the same {element} cloth, so you rarely fall for someone you cannot also act with.',
  ],
  friendly: [
    'Venus in {venus} and Mars in {mars} sit in elements that feed each other, {element} and {otherElement}, so tenderness and desire tend to cooperate.',
    'Your Venus in {venus} and Mars in {mars} get along well: {element} and {otherElement} make affection and pursuit allies.',
    'With Venus in {venus} and Mars in {mars}, {element} and {otherElement} lend each other strength, and your love life tends to have both warmth and momentum.',
  ],
  sameModality: [
    'Venus in {venus} and Mars in {mars} are both {modality} but differ in element, so in love you can want closeness and independence in the same breath.',
    'There is spark and friction between Venus in {venus} and Mars in {mars}, two {modality} signs that court in different styles.',
    'Venus in {venus} squares up to Mars in {mars} across a shared {modality} rhythm, so attraction for you often begins as a challenge.',
  ],
  unlike: [
    'Between Venus in {venus} and Mars in {mars} lies a contrast of {element} and {otherElement}: what charms you and what drives you are not always the same, which keeps love interesting.',
    'Venus in {venus} and Mars in {mars} come at love from unlike elements, {element} and {otherElement}, so you learn to court in one way and be courted in another.',
    'Venus in {venus} wants {element} things while Mars in {mars} chases {otherElement} ones, and the people you love tend to meet both.',
  ],
} as const satisfies Record<SignRelation, readonly string[]>;
