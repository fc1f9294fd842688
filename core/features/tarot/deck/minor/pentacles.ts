import type { SuitTexts } from './minor-card-texts';

/** Pentacles, the suit of earth: work, craft, home, the body and the resources we tend. */
export const PENTACLES = {
  ace: {
    symbol: '🪙',
    keywords: ['opportunity', 'new beginning', 'manifestation', 'solid ground'],
    upright:
      'A golden coin is offered from the clouds, a seed of something tangible you could plant and grow. New work, a practical chance or a healthier routine might be within reach. Ground the idea in a first concrete step.',
    reversed:
      'An opening may have slipped past while you were looking elsewhere, or a plan lacks the footing to hold. Rushing after gain without preparation rarely roots well. Tend the soil before planting anything new.',
  },
  two: {
    symbol: '🤹',
    keywords: ['balance', 'juggling', 'adaptability', 'priorities'],
    upright:
      'Juggling two coins on a swaying deck, you are keeping several demands in the air with surprising grace. Flexibility helps you ride the waves. Stay light on your feet and keep an eye on which ball drops first.',
    reversed:
      'Too many commitments are spinning at once, and something is bound to slip. Overextending leaves little room for the unexpected. Putting one thing down on purpose is better than dropping it by accident.',
  },
  three: {
    symbol: '🧱',
    keywords: ['teamwork', 'craftsmanship', 'collaboration', 'learning'],
    upright:
      'Building something worthwhile takes many skilled hands, and yours is valued among them. Collaboration, shared plans and honest feedback raise the quality of the work. Respect each contributor’s craft, including your own.',
    reversed:
      'Misaligned goals or clashing egos may be slowing the project to a crawl. Working alone might seem easier but could cost you good ideas. Clear roles and agreed standards can get the team building again.',
  },
  four: {
    symbol: '🪙',
    keywords: ['security', 'control', 'holding on', 'stability'],
    upright:
      'Clutching coins close, you guard what you have built with care. Stability matters, and protecting it is sensible. Notice, though, whether the grip is tight enough to keep good things out as well.',
    reversed:
      'Loosening your grasp, you may be learning to share, spend time differently or let go of control. Alternatively, holding on too tightly may have made you rigid and anxious about loss. Somewhere between clutching and scattering lies ease.',
  },
  five: {
    symbol: '❄️',
    keywords: ['hardship', 'feeling left out', 'insecurity', 'need for support'],
    upright:
      'Walking through snow past a lit window, you may feel shut out from comfort or care. Hard times can make you forget that help exists nearby. Look for the open door; asking is not weakness.',
    reversed:
      'The worst of the cold is easing, and warmth is finding its way back. Accepting support, in whatever shape it comes, speeds recovery. Spiritual or practical, a shelter may be closer than it seemed.',
  },
  six: {
    symbol: '🤲',
    keywords: ['generosity', 'giving and receiving', 'sharing', 'fairness'],
    upright:
      'Scales in hand, someone shares what they have with those in need. Giving and receiving flow in both directions, keeping the circle healthy. Offer what you can, and accept help gracefully when it is your turn.',
    reversed:
      'Generosity may come with strings attached, or the balance of giving has become one-sided. Watch for power hiding inside a favour. Giving yourself some care is part of a fair exchange too.',
  },
  seven: {
    symbol: '🌱',
    keywords: ['patience', 'long-term view', 'assessment', 'perseverance'],
    upright:
      'Leaning on your hoe, you pause to look at what has grown so far. Results come slowly, and assessing progress honestly helps you plan the next season. Patience and steady effort are ripening something real.',
    reversed:
      'Impatience tempts you to pull up the plants to check the roots. Effort that has not yet borne fruit can feel wasted, though it may simply be early. Ask whether the crop needs more time or a different field.',
  },
  eight: {
    symbol: '🔨',
    keywords: ['diligence', 'skill', 'craft', 'mastery'],
    upright:
      'Head down, tapping away at coin after coin, you are honing a skill through repetition. Diligence and focus are turning practice into mastery. Take pride in the quiet, steady work.',
    reversed:
      'Perfectionism can stall progress, while boredom makes the repetition feel pointless. Effort poured into the wrong task wears you down without reward. Reconnect with why the craft mattered in the first place.',
  },
  nine: {
    symbol: '🍇',
    keywords: ['self-sufficiency', 'abundance', 'independence', 'refinement'],
    upright:
      'In a flourishing garden, you enjoy the fruits of discipline and patience. Self-sufficiency brings a grounded confidence and a taste for simple luxuries. You have earned this comfort; savour it.',
    reversed:
      'Chasing more may be crowding out enjoyment of what you already have. Self-worth tied too tightly to achievement can make rest feel undeserved. Luxury feels hollow if you never slow down to taste it.',
  },
  ten: {
    symbol: '🏡',
    keywords: ['legacy', 'family wealth', 'inheritance', 'lasting security'],
    upright:
      'Generations gather under one roof, surrounded by what has been built and passed down. Legacy, family roots and lasting security are the themes here. Think about what you are building that could outlast you.',
    reversed:
      'Disputes over inheritance, tradition or family expectations may be shaking the foundations. Short-term gains can tempt you to risk long-term stability. Redefining what legacy means to you could ease the strain.',
  },
  page: {
    symbol: '📚',
    keywords: ['study', 'ambition', 'new skill', 'diligence'],
    upright:
      'Holding a coin up to the light, you study it with serious interest. Learning a practical skill or starting a grounded project suits you now. Small, consistent steps will turn potential into progress.',
    reversed:
      'Procrastination or scattered focus may be keeping a promising plan on the shelf. Daydreaming about results is easier than doing the groundwork. Pick one task and finish it, however modest.',
  },
  knight: {
    symbol: '🐂',
    keywords: ['reliability', 'routine', 'hard work', 'methodical progress'],
    upright:
      'Slow and steady, the heavy horse ploughs on without fuss. Reliability, routine and methodical effort quietly build something lasting. Trust the process even when it feels unglamorous.',
    reversed:
      'Routine has hardened into a rut, and boredom or stubbornness is slowing progress. Perfectionism may stop you from moving until every detail is flawless. A small change of pace can reawaken your interest.',
  },
  queen: {
    symbol: '🌿',
    keywords: ['nurturing', 'practicality', 'comfort', 'groundedness'],
    upright:
      'Warm and practical, you create comfort for yourself and those around you. Caring for home, body and daily needs is a quiet form of magic. Down-to-earth wisdom keeps your world steady.',
    reversed:
      'Your own garden may be going untended while you keep everyone else’s in bloom. Work and home could be pulling you in opposite directions. Care that smothers, given or received, might need a gentle loosening.',
  },
  king: {
    symbol: '👑',
    keywords: ['abundance', 'security', 'discipline', 'steady provision'],
    upright:
      'Surrounded by vines and plenty, you rule through patience, discipline and sound judgement. Security comes from long-term thinking and generous stewardship. Others may look to you as a dependable provider.',
    reversed:
      'Stubbornness or a fixation on status can turn stability into rigidity. Measuring worth only by possessions leaves other riches neglected. Balance ambition with generosity and openness to change.',
  },
} satisfies SuitTexts;
