import type { SuitTexts } from './minor-card-texts';

/** Swords, the suit of air: thought, truth, words and the conflicts they can cut through. */
export const SWORDS = {
  ace: {
    symbol: '⚔️',
    keywords: ['clarity', 'breakthrough', 'truth', 'sharp mind'],
    upright:
      'A single blade cuts through the fog, and suddenly you see the situation as it is. Fresh ideas and honest words have real power now. Use that clarity to decide, to speak plainly, or to begin thinking anew.',
    reversed:
      'Mental clutter or mixed messages may be blunting your judgement. Words spoken in haste can wound more than you intend. Gather facts calmly before wielding any conclusions.',
  },
  two: {
    symbol: '🌬️',
    keywords: ['stalemate', 'difficult choice', 'avoidance', 'weighing options'],
    upright:
      'Blindfolded, swords crossed over your chest, you are holding a decision at arm’s length. Keeping the peace by not choosing may feel safer for a time. Sooner or later, lowering the blindfold and looking at the facts will help.',
    reversed:
      'Information keeps piling up until choosing feels impossible. Hidden details might come into view and unsettle the balance you were guarding. Trust that a good-enough decision beats an endless standoff.',
  },
  three: {
    symbol: '💔',
    keywords: ['heartbreak', 'sorrow', 'painful truth', 'grief'],
    upright:
      'Three blades pierce a heart under a grey sky, and nothing about it is subtle. A painful truth, a loss or words that hurt may need acknowledging. Grief moves through you more kindly when it is allowed to be felt.',
    reversed:
      'Healing has started, even if the scar still aches on rainy days. Releasing old hurt and forgiving what can be forgiven lets optimism return. Be wary, though, of pushing sorrow down before it has been heard.',
  },
  four: {
    symbol: '🕯️',
    keywords: ['rest', 'recovery', 'stillness', 'contemplation'],
    upright:
      'In a quiet chapel a knight lies still, swords hung up on the wall for now. Rest is not idleness; it is how strength returns after a long struggle. Give your mind a real pause before the next campaign.',
    reversed:
      'Restlessness makes stillness hard, or you have been running on empty for too long. Ignoring the need to stop tends to make it louder. Then again, a period of recovery may be ending, and you are ready to re-enter the world.',
  },
  five: {
    symbol: '🌬️',
    keywords: ['hollow victory', 'conflict', 'winning at a cost', 'tension'],
    upright:
      'Someone collects the swords while others walk away defeated, and the win feels oddly empty. Not every argument is worth winning when the price is a relationship. Consider what you truly gain by being right.',
    reversed:
      'After the clash, a chance to make amends appears. Lingering resentment can soften once somebody reaches out first. Letting go of the scorecard may be the real victory.',
  },
  six: {
    symbol: '⛵',
    keywords: ['transition', 'moving on', 'calmer waters', 'passage'],
    upright:
      'Carried in a small boat away from rough water, you are heading toward a quieter shore. The journey may be sombre, yet it leads somewhere gentler. Leaving difficulty behind is allowed even when you bring some of it along.',
    reversed:
      'Baggage from the old shore keeps weighing down the boat. Resisting a necessary move, or returning to unfinished business, can leave you drifting in place. Decide what must travel with you and what can stay behind.',
  },
  seven: {
    symbol: '🗡️',
    keywords: ['strategy', 'stealth', 'deception', 'going it alone'],
    upright:
      'Slipping away with an armful of swords, someone is acting on a private plan. Strategy and discretion have their place, but secrecy can become self-serving. Be honest with yourself about whose interests are being protected.',
    reversed:
      'Secrets may surface, whether yours or someone else’s, and conscience starts knocking. Coming clean can feel frightening, yet it often lightens the load. Setting down what was never yours to keep may feel more like relief than loss.',
  },
  eight: {
    symbol: '⛓️',
    keywords: ['restriction', 'feeling trapped', 'self-doubt', 'limiting beliefs'],
    upright:
      'Bound and blindfolded, you feel hemmed in, though the swords around you leave a gap. Much of the trap is built from fearful thoughts about what you cannot do. Question those beliefs and a way out may appear.',
    reversed:
      'Bit by bit the bindings slacken, and you begin to see options that were always there. Self-acceptance and a new perspective return your freedom. Keep walking out, even slowly.',
  },
  nine: {
    symbol: '🌙',
    keywords: ['worry', 'sleepless nights', 'anxious thoughts', 'fear'],
    upright:
      'Late at night, worries loom larger than they ever do in daylight. Fear can spin scenarios far darker than the facts support. Sharing the weight with someone you trust often shrinks it to its true size.',
    reversed:
      'The darkest hour may be passing as you reach out or find a steadier view. On the other hand, hidden worries might be piling up where nobody can see them. Either way, naming them aloud takes away some of their grip.',
  },
  ten: {
    symbol: '🌅',
    keywords: ['painful ending', 'rock bottom', 'release', 'new dawn'],
    upright:
      'Ten swords mark an ending that leaves little room for argument, yet dawn is already breaking on the horizon. Whatever was falling apart may have finished falling. From the lowest point, every small step counts as rising.',
    reversed:
      'Recovery is slowly beginning, and you are gathering yourself off the ground. Clinging to a situation that has clearly run its course only prolongs the pain. Let it end so that renewal can start.',
  },
  page: {
    symbol: '🌬️',
    keywords: ['curiosity', 'new ideas', 'vigilance', 'eager mind'],
    upright:
      'Quick-witted and alert, you want to learn everything and question the rest. New ideas, lively debates and a thirst for information are highlighted. Speak up, but let listening sharpen your words too.',
    reversed:
      'Chatter may be outrunning substance, with gossip or hasty remarks causing trouble. Big talk without follow-through can erode credibility. Think before broadcasting, and check what you pass on.',
  },
  knight: {
    symbol: '⚔️',
    keywords: ['ambition', 'directness', 'fast thinking', 'drive'],
    upright:
      'Into the wind you ride, pursuing a goal with speed and unshakeable focus. Directness and quick thinking can cut through obstacles. Just make sure your haste leaves room for other people’s feelings.',
    reversed:
      'Rushing headlong without a plan can scatter your energy and bruise those in your path. Tactless remarks made on the fly may need repairing. Slowing to a trot might get you there with fewer regrets.',
  },
  queen: {
    symbol: '🦅',
    keywords: ['discernment', 'independence', 'honesty', 'clear boundaries'],
    upright:
      'Perceptive and clear, you cut through pretence with kindness rather than cruelty. Experience, including hard experience, has sharpened your judgement. Honest words and firm boundaries serve you well.',
    reversed:
      'Old wounds may be hardening into coldness or bitterness. Criticism sharper than it needs to be can push away people who mean well. Let some warmth back into your clear thinking.',
  },
  king: {
    symbol: '⚖️',
    keywords: ['authority', 'intellect', 'fairness', 'ethics'],
    upright:
      'Seated with blade upright, you weigh matters through reason and principle. Fair judgement and clear communication earn respect. Decisions made from integrity will hold up over time.',
    reversed:
      'When intellect is used to dominate, or rules are bent to suit power, the very authority being claimed starts to erode. Cold logic without compassion can feel like tyranny to others. Check whether your reasoning still serves fairness.',
  },
} satisfies SuitTexts;
