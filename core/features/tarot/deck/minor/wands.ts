import type { SuitTexts } from './minor-card-texts';

/** Wands, the suit of fire: drive, creative heat, ambition and the nerve to begin. */
export const WANDS = {
  ace: {
    symbol: '🪄',
    keywords: ['inspiration', 'spark', 'new venture', 'creative drive'],
    upright:
      'A fresh spark has landed in your hands, the kind of idea that makes you want to start tonight rather than next month. Enthusiasm is a resource here, so give it somewhere to go while it is still warm. Even a rough first step counts.',
    reversed:
      'The fire is there but it keeps sputtering, perhaps because you are waiting for a perfect moment or splitting the flame across too many projects. Pick the one idea that still excites you when you are tired. Timing may simply need another breath.',
  },
  two: {
    symbol: '🔥',
    keywords: ['planning', 'vision', 'choosing a path', 'bold horizons'],
    upright:
      'Standing at the edge of what you know, you can see further than you used to. Now is for mapping the route: weigh the familiar ground against the wider world and decide which one you actually want. Your reach can extend beyond your current walls.',
    reversed:
      'Safety can start to feel like a cage when the plan never leaves the desk. Fear of the unfamiliar might be dressing itself up as caution. Try a small, low-stakes venture outward and see how the ground feels.',
  },
  three: {
    symbol: '🪄',
    keywords: ['expansion', 'foresight', 'progress', 'looking ahead'],
    upright:
      'Early efforts are beginning to travel, and you are watching for the ships you sent out to come back with news. Momentum favours the long view now. Think one chapter ahead and prepare room for growth.',
    reversed:
      'Returns are arriving slower than you hoped, and frustration is tempting you to abandon the voyage. Obstacles along the way are information, not verdicts. Check whether the plan needs adjusting or just more patience.',
  },
  four: {
    symbol: '🎉',
    keywords: ['celebration', 'homecoming', 'milestone', 'belonging'],
    upright:
      'Garlands go up because a milestone deserves marking, and the people around you want to share in it. Home feels steady, gatherings feel easy, and the work so far has built something worth standing under. Let yourself enjoy the moment before the next climb.',
    reversed:
      'Festivities may be postponed, or the sense of belonging is wobbling while a household or group goes through a transition. Warmth you expected from others might arrive late or in a quieter form. Welcome can be made privately too, with the few who truly show up.',
  },
  five: {
    symbol: '🔥',
    keywords: ['competition', 'friction', 'rivalry', 'clashing ideas'],
    upright:
      'Everyone in the room is swinging a stick and nobody agrees on the rules. Such scrappy friction can sharpen ideas if you treat it as sparring rather than war. Notice whether the contest is about the goal or about being heard.',
    reversed:
      'The skirmish is easing, or you are stepping around it so carefully that nothing gets resolved. Avoiding every disagreement can leave tension humming underneath. A calm, direct conversation may settle more than another round of sidestepping.',
  },
  six: {
    symbol: '🏅',
    keywords: ['victory', 'recognition', 'confidence', 'public praise'],
    upright:
      'Success rides into town with you, and others notice what you have achieved. Recognition feels good and is earned; accept it without shrinking. Confidence gained now can carry you through later tests.',
    reversed:
      'Applause may be thinner than you hoped, or you are leaning on it too hard to feel worthy. Private wins still count even when nobody cheers. Pride that needs constant feeding tends to wobble at the first stumble.',
  },
  seven: {
    symbol: '🪄',
    keywords: ['standing firm', 'defence', 'conviction', 'perseverance'],
    upright:
      'From higher ground you are holding a position others want to challenge. Conviction is your advantage, so stay rooted in what you know to be right. Defending your space is allowed when the cause is worth it.',
    reversed:
      'Fending off every challenger has become exhausting, and you might be close to letting go of something you still care about. Ask which battles are truly yours. Yielding a little ground on purpose is different from being overrun.',
  },
  eight: {
    symbol: '⚡',
    keywords: ['momentum', 'swift news', 'movement', 'alignment'],
    upright:
      'Things that were stuck are suddenly flying, and messages or opportunities may arrive in quick succession. Ride the momentum while the path is clear. Speed works in your favour when your aim is already set.',
    reversed:
      'Plans keep stalling at the runway, or you are rushing so fast that details fall out of your pockets. Crossed wires and delays ask you to check the direction before adding speed. A slower pace may land you in the right place.',
  },
  nine: {
    symbol: '🔥',
    keywords: ['resilience', 'persistence', 'boundaries', 'last stretch'],
    upright:
      'Battle-worn but still upright, you have come too far to give in now. Lessons from earlier bruises make you wiser about where to guard yourself. The finish line is closer than your tiredness suggests.',
    reversed:
      'Vigilance has slipped into suspicion, so that every knock at the door feels like an ambush. Weariness might be making you defend against people who are trying to help. Lowering the shield for a moment can show who is really on your side.',
  },
  ten: {
    symbol: '🪵',
    keywords: ['burden', 'responsibility', 'overload', 'hard work'],
    upright:
      'Your arms are full of bundles you picked up one at a time, and together they block the view ahead. Taking on this much shows devotion, yet it also bends your back. Notice which loads were ever truly yours to carry.',
    reversed:
      'Some weight is ready to be set down, whether through delegating, declining or simply admitting the pile is too high. Refusing to release it invites a harder collapse later. Lighter arms let you see the road again.',
  },
  page: {
    symbol: '🪄',
    keywords: ['curiosity', 'enthusiasm', 'exploration', 'good news'],
    upright:
      'Restless and eager, you want to explore, try things and see what happens. Exciting news or an invitation might send you off in an unexpected direction. Approach it like a beginner with nothing to prove.',
    reversed:
      'Ideas are tumbling out faster than any of them can take root. Hasty starts and half-finished projects may be leaving you feeling scattered. Choose one thread and follow it long enough to learn where it goes.',
  },
  knight: {
    symbol: '🐎',
    keywords: ['adventure', 'passion', 'bold action', 'impulse'],
    upright:
      'Charging forward with heat and charm, you are ready for adventure and impatient with delay. Passion carries you far when it has a destination. Let courage lead, but glance at the map now and then.',
    reversed:
      'Impulse has outrun judgement, and the gallop may be scattering the very energy you need. Frustration flares when things do not move at your speed. Rein in just enough to choose where the horse is heading.',
  },
  queen: {
    symbol: '🌻',
    keywords: ['confidence', 'warmth', 'independence', 'determination'],
    upright:
      'Magnetic and self-assured, you light any room, and still, the work gets done. Warmth and determination live together in you without apology. Trust your own radiance; it encourages others to find theirs.',
    reversed:
      'Self-doubt or a flicker of jealousy may be dimming your usual glow. When confidence wobbles, it can come out as a short temper or a need to control the room. Return to what you do well, and let others shine without it costing you anything.',
  },
  king: {
    symbol: '🔥',
    keywords: ['leadership', 'vision', 'boldness', 'entrepreneurial spirit'],
    upright:
      'Vision and authority meet here: you can see the bigger picture and rally people toward it. Bold decisions come more naturally when you trust your experience. Lead by example, and others will bring their own flames to the work.',
    reversed:
      'Big ambitions may be turning into demands that nobody, including you, can meet. Impatience or a domineering streak could be eroding the trust that makes leadership work. Listening before deciding might restore the respect you want.',
  },
} satisfies SuitTexts;
