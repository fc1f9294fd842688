import type { MajorArcanaCard } from './tarot-card';

/**
 * The 22 major arcana of spec §3, in deck order 0 (The Fool) to 21 (The World). The meanings
 * are written for this app; the composer and the prompt both read them, so a card means the
 * same thing online and offline.
 */
export const MAJOR_ARCANA = [
  {
    id: 'fool',
    arcana: 'major',
    number: 0,
    name: 'The Fool',
    numeral: '0',
    symbol: '🎒',
    keywords: ['beginnings', 'trust', 'openness', 'leaps of faith'],
    upright:
      'You are standing at the edge of something new with very little luggage. Curiosity serves you better than a plan right now, so take the first step while it still feels light.',
    reversed:
      'The urge to jump is real, but part of you has not looked at the ground. Check what you are leaving behind, and ask whether this is freedom or just running.',
  },
  {
    id: 'magician',
    arcana: 'major',
    number: 1,
    name: 'The Magician',
    numeral: 'I',
    symbol: '🪄',
    keywords: ['skill', 'focus', 'willpower', 'resourcefulness'],
    upright:
      'Everything you need is already on your table; the work is to pick it up and use it on purpose. Name what you want plainly and put your hands to it today.',
    reversed:
      'Talent is being scattered, or someone is dressing up a small trick as a big promise. Bring your attention back to one aim, and be honest about who is steering.',
  },
  {
    id: 'high-priestess',
    arcana: 'major',
    number: 2,
    name: 'The High Priestess',
    numeral: 'II',
    symbol: '🌙',
    keywords: ['intuition', 'stillness', 'hidden knowledge', 'patience'],
    upright:
      'The answer is not in the noise around you but in the quiet under it. Listen to what you already sense, and let a secret keep a little longer before you act.',
    reversed:
      'You have been talking over your own inner voice, or leaning on other people to tell you what you feel. Make room for silence before you decide anything.',
  },
  {
    id: 'empress',
    arcana: 'major',
    number: 3,
    name: 'The Empress',
    numeral: 'III',
    symbol: '🌾',
    keywords: ['abundance', 'nurture', 'creativity', 'sensual pleasure'],
    upright:
      'Growth comes from tending, not forcing: feed what you love and it answers back. Comfort, beauty and care for the body are part of the work, not a break from it.',
    reversed:
      'You may be pouring care into everyone but yourself, or smothering something that needs space to grow. Let a project or a person breathe, and refill your own cup.',
  },
  {
    id: 'emperor',
    arcana: 'major',
    number: 4,
    name: 'The Emperor',
    numeral: 'IV',
    symbol: '🏛️',
    keywords: ['structure', 'authority', 'protection', 'order'],
    upright:
      'A clear frame will free you more than it limits you. Set the rules, keep your word and take responsibility for the ground you stand on.',
    reversed:
      'Control has tipped into rigidity, or the structure you rely on is being run by someone else’s fear. Ask which rules still protect you and which only hold you still.',
  },
  {
    id: 'hierophant',
    arcana: 'major',
    number: 5,
    name: 'The Hierophant',
    numeral: 'V',
    symbol: '🔑',
    keywords: ['tradition', 'teaching', 'belonging', 'shared values'],
    upright:
      'There is wisdom in what has been handed down and in the people who keep it. Find a teacher, a practice or a community and learn its ways before you change them.',
    reversed:
      'An old rule no longer fits the life you are living. You are allowed to question the script and write your own beliefs, kindly but firmly.',
  },
  {
    id: 'lovers',
    arcana: 'major',
    number: 6,
    name: 'The Lovers',
    numeral: 'VI',
    symbol: '💞',
    keywords: ['union', 'choice', 'values', 'harmony'],
    upright:
      'A bond or a decision asks you to choose with your whole heart and your values together. When what you want and what you believe point the same way, say yes.',
    reversed:
      'Something is out of tune between you and another, or between your wishes and your principles. Name the mismatch honestly instead of papering over it.',
  },
  {
    id: 'chariot',
    arcana: 'major',
    number: 7,
    name: 'The Chariot',
    numeral: 'VII',
    symbol: '🏇',
    keywords: ['drive', 'determination', 'victory', 'direction'],
    upright:
      'Two pulls inside you can move as one if you hold the reins. Choose the direction, commit to it, and momentum will do half the work.',
    reversed:
      'You are pushing hard in several directions and going nowhere. Stop, pick the one road that matters, and let the rest wait.',
  },
  {
    id: 'strength',
    arcana: 'major',
    number: 8,
    name: 'Strength',
    numeral: 'VIII',
    symbol: '🦁',
    keywords: ['courage', 'gentleness', 'patience', 'inner power'],
    upright:
      'Real power here is soft-handed: patience with a wild feeling tames it better than force. Trust that you can stay kind and still stand your ground.',
    reversed:
      'Self-doubt is talking louder than your courage, or you are being harsh with yourself to feel in control. Meet your fear the way you would calm a frightened animal.',
  },
  {
    id: 'hermit',
    arcana: 'major',
    number: 9,
    name: 'The Hermit',
    numeral: 'IX',
    symbol: '🏮',
    keywords: ['solitude', 'reflection', 'guidance', 'inner light'],
    upright:
      'Step back from the crowd for a while; what you are looking for shows up in quiet hours. Carry your own small lantern and trust it to light the next few steps.',
    reversed:
      'Time alone has turned into hiding, or you have shut out people who could help. Come back to the world a little and share what you have learned.',
  },
  {
    id: 'wheel-of-fortune',
    arcana: 'major',
    number: 10,
    name: 'Wheel of Fortune',
    numeral: 'X',
    symbol: '🎡',
    keywords: ['cycles', 'turning points', 'chance', 'change'],
    upright:
      'The wheel is turning and a new chapter is opening whether you planned it or not. Ride the change with good humour and catch the opportunity as it comes round.',
    reversed:
      'A run of bad luck or a stuck pattern keeps coming back. Look for your part in the loop, because the one thing you can change is how you meet it.',
  },
  {
    id: 'justice',
    arcana: 'major',
    number: 11,
    name: 'Justice',
    numeral: 'XI',
    symbol: '⚖️',
    keywords: ['fairness', 'truth', 'accountability', 'balance'],
    upright:
      'Cause meets effect: choices are being weighed and the result will be fair. Tell the truth, keep clear records, and decide with your head as well as your heart.',
    reversed:
      'Something feels unfair, or you are avoiding a consequence you know is yours. Balance returns once you own your share and ask others to own theirs.',
  },
  {
    id: 'hanged-man',
    arcana: 'major',
    number: 12,
    name: 'The Hanged Man',
    numeral: 'XII',
    symbol: '🙃',
    keywords: ['pause', 'surrender', 'new perspective', 'letting go'],
    upright:
      'Nothing moves yet, and that is the point: this pause lets you see the situation upside down and notice what you missed. Let go of the urge to force it.',
    reversed:
      'You are stalling and calling it patience, or giving up a great deal for very little. Decide whether the waiting still teaches you anything.',
  },
  {
    id: 'death',
    arcana: 'major',
    number: 13,
    name: 'Death',
    numeral: 'XIII',
    symbol: '🦋',
    keywords: ['endings', 'transformation', 'release', 'renewal'],
    upright:
      'A chapter is closing so that another can begin; this is change of form, not loss of self. Let what is finished be finished and clear the ground for what comes next.',
    reversed:
      'You are holding on to something that has already ended, and the holding costs more than the letting go would. Loosen your grip one finger at a time.',
  },
  {
    id: 'temperance',
    arcana: 'major',
    number: 14,
    name: 'Temperance',
    numeral: 'XIV',
    symbol: '🏺',
    keywords: ['balance', 'moderation', 'blending', 'healing'],
    upright:
      'Mix the extremes slowly and something better than either appears. Go at a steady pace, find the middle way and let time do its quiet healing.',
    reversed:
      'Life has tipped toward too much or too little: too much work, too little rest, or the other way round. Bring one habit back into proportion this week.',
  },
  {
    id: 'devil',
    arcana: 'major',
    number: 15,
    name: 'The Devil',
    numeral: 'XV',
    symbol: '⛓️',
    keywords: ['attachment', 'temptation', 'shadow', 'habit'],
    upright:
      'A habit, a craving or a bond has more hold on you than you admit. The chain is looser than it looks; seeing it clearly is the first step out.',
    reversed:
      'You are starting to slip free of something that held you. Keep going, and be gentle with the part of you that still misses it.',
  },
  {
    id: 'tower',
    arcana: 'major',
    number: 16,
    name: 'The Tower',
    numeral: 'XVI',
    symbol: '⚡',
    keywords: ['upheaval', 'revelation', 'sudden change', 'breakthrough'],
    upright:
      'Something built on a weak foundation is shaking loose, and the truth arrives like lightning. It is unsettling, but what falls now makes room for something sounder.',
    reversed:
      'You can feel a collapse coming and are trying to hold the walls up. A smaller, chosen change now may spare you a bigger forced one later.',
  },
  {
    id: 'star',
    arcana: 'major',
    number: 17,
    name: 'The Star',
    numeral: 'XVII',
    symbol: '⭐',
    keywords: ['hope', 'renewal', 'calm', 'inspiration'],
    upright:
      'After the storm comes a clear night sky. Healing is under way; trust it, rest in it and let yourself hope again without apology.',
    reversed:
      'Your faith feels thin and you wonder whether things will ever improve. Start with one small thing that lifts you, and let hope grow back from there.',
  },
  {
    id: 'moon',
    arcana: 'major',
    number: 18,
    name: 'The Moon',
    numeral: 'XVIII',
    symbol: '🌕',
    keywords: ['dreams', 'uncertainty', 'imagination', 'inner depths'],
    upright:
      'Not everything is as it seems, and the path ahead is lit only by moonlight. Move slowly, pay attention to dreams and gut feelings, and do not decide in a fog.',
    reversed:
      'The fog is lifting and a confusion or a fear shows its true, smaller size. Something hidden comes to light; let it.',
  },
  {
    id: 'sun',
    arcana: 'major',
    number: 19,
    name: 'The Sun',
    numeral: 'XIX',
    symbol: '☀️',
    keywords: ['joy', 'vitality', 'success', 'clarity'],
    upright:
      'Warmth, energy and plain good news: this is a card of things going right. Share the light, play a little and let yourself be seen.',
    reversed:
      'The sunshine is there but clouded, by tiredness, by doubt, or by expecting too much too soon. Lower the bar for happiness and it will find you sooner.',
  },
  {
    id: 'judgement',
    arcana: 'major',
    number: 20,
    name: 'Judgement',
    numeral: 'XX',
    symbol: '📯',
    keywords: ['awakening', 'reckoning', 'calling', 'renewal'],
    upright:
      'A wake-up call asks you to look back honestly and rise into a truer version of yourself. Answer it; the past is a teacher now, not a verdict.',
    reversed:
      'You are judging yourself harshly, or ignoring a call you clearly heard. Forgive the old story and listen again.',
  },
  {
    id: 'world',
    arcana: 'major',
    number: 21,
    name: 'The World',
    numeral: 'XXI',
    symbol: '🌍',
    keywords: ['completion', 'wholeness', 'fulfilment', 'arrival'],
    upright:
      'A long cycle is coming to a satisfying close and you have grown to fit it. Celebrate what you finished before you start the next journey.',
    reversed:
      'You are one step from the finish and something keeps you from closing the circle. Tie up the loose end, then let yourself move on.',
  },
] as const satisfies readonly MajorArcanaCard[];

export type MajorArcanaId = (typeof MAJOR_ARCANA)[number]['id'];
