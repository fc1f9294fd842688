import type { SuitTexts } from './minor-card-texts';

/** Cups, the suit of water: feeling, love, friendship and the quiet voice of intuition. */
export const CUPS = {
  ace: {
    symbol: '🏆',
    keywords: ['new love', 'open heart', 'compassion', 'emotional renewal'],
    upright:
      'Feeling spills over the rim like a fountain that has found its source. A new bond, a creative joy or a wave of tenderness may be opening in you. Let it flow without rushing to name or contain it.',
    reversed:
      'Emotion is pooling inside without an outlet, perhaps because sharing it feels risky right now. Pouring kindness toward yourself may need to come before offering it outward. Small, honest admissions can unblock the spring.',
  },
  two: {
    symbol: '💞',
    keywords: ['partnership', 'mutual attraction', 'union', 'respect'],
    upright:
      'Two people meet as equals, each offering a cup and receiving one in return. Whether romantic, creative or a close friendship, the connection rests on mutual regard. Something balanced and tender may be forming between you and another.',
    reversed:
      'Give and take may have tipped, with one side reaching while the other holds back. Misunderstandings grow quickly in silence. A gentle, frank talk about what each of you needs could restore the balance.',
  },
  three: {
    symbol: '🥂',
    keywords: ['friendship', 'celebration', 'community', 'joy'],
    upright:
      'Friends raise their glasses together, and laughter does some of the healing. Shared joy multiplies, so accept the invitations and make a few of your own. Your circle is a source of strength worth honouring.',
    reversed:
      'Too much revelry, a thread of gossip, or a feeling of being left outside the circle may be souring the fun. Sometimes a group dynamic has shifted and nobody has said so. Quieter company with one trusted friend might suit you better for now.',
  },
  four: {
    symbol: '💧',
    keywords: ['contemplation', 'apathy', 'reassessment', 'withdrawal'],
    upright:
      'Sitting under the tree, arms crossed, you may not notice the cup being offered from the clouds. Boredom or discontent can narrow your gaze to what already disappoints you. Take the pause, but keep one eye open for what is newly on offer.',
    reversed:
      'After a spell of turning inward, you are ready to look up and say yes to something again. Accepting what has been, and what is possible, brings new motivation. Fresh interest may surprise you by where it points.',
  },
  five: {
    symbol: '🏆',
    keywords: ['loss', 'grief', 'regret', 'disappointment'],
    upright:
      'Three cups lie spilled, and it is natural that your eyes stay on them for a while. Grief and regret need their time and deserve respect. When you are ready, two full cups are still standing behind you.',
    reversed:
      'Slowly you are turning around and noticing what remains. Forgiveness, for yourself or for someone else, is becoming possible. Moving on does not erase the loss; it means you are carrying it more lightly.',
  },
  six: {
    symbol: '🌼',
    keywords: ['nostalgia', 'childhood', 'innocence', 'kindness'],
    upright:
      'Old memories return with a sweetness, perhaps through a familiar place or a face from years ago. Simple kindness, given or received, brings comfort. Let the past remind you of the playful, trusting part of yourself.',
    reversed:
      'Looking back through rose-tinted glass can make the present seem dull by comparison. Holding tightly to how things were may be keeping you from what could be. Treasure the memories while letting today have its own shape.',
  },
  seven: {
    symbol: '☁️',
    keywords: ['choices', 'imagination', 'wishful thinking', 'illusion'],
    upright:
      'Many cups float in the clouds, each holding a tempting dream. Imagination is a gift, yet not every option is as solid as it looks. Sort the shimmering fantasies from the choices you can actually build on.',
    reversed:
      'The haze is lifting, and you can see which options were only mirages. Clarity arrives as you commit to what matters most. Or perhaps the possibilities are still crowding you, and narrowing the field is the real task.',
  },
  eight: {
    symbol: '🚶',
    keywords: ['walking away', 'seeking meaning', 'disillusionment', 'moving on'],
    upright:
      'Leaving a neat row of cups behind, you head into the night because something essential is missing. Walking away from what no longer fulfils you takes quiet courage. What you seek lies further on, in deeper waters.',
    reversed:
      'Part of you knows it is time to go, yet the familiar keeps calling you back. Staying out of fear differs from staying because something still nourishes you. You might instead be wandering without direction, unsure what you are truly searching for.',
  },
  nine: {
    symbol: '😊',
    keywords: ['contentment', 'satisfaction', 'gratitude', 'wish fulfilled'],
    upright:
      'Known as the wish card, it arrives when a heartfelt hope seems within reach. Contentment settles in, and gratitude comes easily. Enjoy the comfort you have worked toward without apologising for it.',
    reversed:
      'Having what you wanted has not brought the ease you expected. Perhaps the wish was shaped by others, or comfort has tipped into smugness. Look inward for the satisfaction no acquisition can supply.',
  },
  ten: {
    symbol: '🌈',
    keywords: ['harmony', 'family', 'fulfilment', 'home'],
    upright:
      'Under a rainbow arching over the house, people feel safe, loved and at ease together. Emotional fulfilment and harmony in family or chosen family are highlighted. Nurture those bonds, since they make the picture whole.',
    reversed:
      'Behind the happy picture, values may not quite line up, or someone feels unheard at the table. Chasing an ideal family portrait can hide real friction. Honest conversations make room for a truer kind of harmony.',
  },
  page: {
    symbol: '🐟',
    keywords: ['intuition', 'creative opportunity', 'sensitivity', 'tender news'],
    upright:
      'A fish peeks out of the cup, bringing a small, unexpected message from the heart. Creative ideas and intuitive nudges may arrive in playful forms. Stay curious and soft enough to receive them.',
    reversed:
      'Feelings may be getting ahead of maturity, showing up as moodiness or daydreaming to avoid something hard. Creative impulses can get stuck when you doubt them too soon. Give your inner child attention without letting it steer everything.',
  },
  knight: {
    symbol: '🌹',
    keywords: ['romance', 'charm', 'idealism', 'following the heart'],
    upright:
      'Riding gently with a cup held out, you follow your heart toward something beautiful. Romantic gestures, creative offers or invitations may come your way. Idealism is lovely when it also pays attention to the person in front of you.',
    reversed:
      'Moods are swinging with every tide, and charm may be covering disappointment or jealousy. Promises made in a glow can feel hollow by morning. Check whether the dream fits the reality before galloping after it.',
  },
  queen: {
    symbol: '🐚',
    keywords: ['compassion', 'intuition', 'emotional security', 'care'],
    upright:
      'Calm, intuitive and deeply caring, you can hold space for others without drowning in their feelings. Your compassion steadies those around you. Trust the knowing that rises from underneath words.',
    reversed:
      'Caring for everyone else might have left your own feelings unattended at the shore. Martyrdom or blurred boundaries can creep in when you give without refilling. Your needs deserve the same tenderness you offer freely.',
  },
  king: {
    symbol: '🌊',
    keywords: ['emotional balance', 'diplomacy', 'generosity', 'calm'],
    upright:
      'Steady on rolling water, clear-headed, calm while feelings move: that is you. Diplomacy and generosity come from a place of balance rather than suppression. People trust your calm because it is real.',
    reversed:
      'Strong emotion may be bottled up until it leaks out sideways as coldness or sudden moods. Using feelings to sway others, or hiding them to stay in control, erodes trust. Let some of what is underneath be seen, carefully and honestly.',
  },
} satisfies SuitTexts;
