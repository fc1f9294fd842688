import type { Element } from '../../../content/signs';

/** The four life areas a reading touches. Money lines reflect on habits and values only, never advise. */
export const THEME_IDS = ['love', 'work', 'wellbeing', 'money'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** Slots: {sign}, {period} ("today", "this week", "this month"). */
export const elementThemeLines = {
  fire: {
    love: [
      'In love, your fire-sign warmth is contagious {period}; a spontaneous invitation or a bold compliment could light up someone’s evening.',
      'Romance responds to directness {period}, {sign}: say what you feel plainly and let the other person meet your enthusiasm.',
      'If you are attached, plan something playful {period}; if you are single, let curiosity rather than pressure guide who you talk to.',
      'Passion comes easily to a fire sign, but {period} tenderness is the rarer gift, so slow down long enough to really listen.',
    ],
    work: [
      'At work, {sign}, your initiative stands out {period}; volunteer for the task nobody else wants to start and set the pace.',
      'Your drive is an asset {period}, and a fire sign does its best work when enthusiasm is matched with a simple plan.',
      '{period} favours pitching, leading and brainstorming, so bring the spark and let a detail-minded colleague bring the spreadsheet.',
      'If frustration flares at work {period}, treat it as fuel and turn the irritation into one clear proposal for change.',
    ],
    wellbeing: [
      'For your wellbeing, movement clears the head {period}: a brisk walk, a dance in the kitchen, anything that burns off restlessness.',
      'Fire signs run hot, so balance the busy hours {period} with something that cools you down, like shade, water or an early night.',
      'Your energy is high {period}, {sign}; spend it on something that genuinely excites you rather than on other people’s urgencies.',
      'Notice when enthusiasm tips into overdoing it {period}; a pause is not a loss of momentum but the way to keep it.',
    ],
    money: [
      'With money, your fire-sign urge to act fast deserves a pause {period}, so sleep on any purchase that feels urgent.',
      '{period} is a good moment to put your energy into a skill that builds confidence over time, without any rush for results.',
      'Generosity is part of your nature, {sign}, so enjoy treating others {period} while keeping the gesture comfortable for you.',
      'If a money idea excites you {period}, write down the first question you would want answered and look into it calmly before deciding anything.',
    ],
  },
  earth: {
    love: [
      'In love, {sign}, reliability is romantic {period}; showing up on time and remembering the small things says more than poetry.',
      'An earth sign shows affection through the senses, so {period} a shared meal, a warm hand or a slow walk speaks volumes.',
      'If you are attached, {period} favours a practical kindness that makes your partner’s day easier; if single, let trust build at its own pace.',
      'Let yourself be courted {period}, {sign}; receiving care gracefully is as loving as giving it.',
    ],
    work: [
      'At work, your steady hands are noticed {period}, so finish one thing thoroughly and let the quality speak for itself.',
      '{period} rewards the patient builder: organise, document and lay a foundation that will still hold next season.',
      'An earth sign thrives on tangible progress, so break the big project into pieces small enough to complete {period}.',
      'If someone rushes you at work {period}, it is fine to ask for the time to do it properly, {sign}; reliability is your signature.',
    ],
    wellbeing: [
      'For your wellbeing, time outdoors grounds you {period}: grass underfoot, hands in soil, or simply a longer look at the sky.',
      'Your body likes rhythm, {sign}, so {period} a regular bedtime and unhurried meals can steady everything else.',
      'Earth signs sometimes carry other people’s burdens as their own; {period}, set one down and notice how much lighter you feel.',
      'Treat yourself to a simple sensory comfort {period} (a warm bath, a favourite blanket, a familiar song) without any guilt.',
    ],
    money: [
      'With money, your practical instincts are sound {period}, and a calm look at regular spending may reveal an easy change.',
      '{period} favours patience over speed in material matters, so let any important choice wait until you have the full picture.',
      'An earth sign finds security in order, so tidying a budget, a receipt folder or a wish list {period} brings real peace of mind.',
      'Value is not only about price, {sign}; {period}, spend your energy on what genuinely improves your everyday life.',
    ],
  },
  air: {
    love: [
      'In love, conversation is chemistry for you {period}, {sign}, and a clever message or a long talk can rekindle a spark.',
      'An air sign falls for minds first, so {period} share an idea, a book or a joke with someone you are curious about.',
      'If you are attached, {period} is good for talking about the future together; if single, a friend of a friend might surprise you.',
      'Give your feelings words {period}, even clumsy ones; being understood starts with being willing to explain.',
    ],
    work: [
      'At work, your ideas travel fast {period}, so share them early and let collaboration shape them into something stronger.',
      '{period} favours networking, writing and negotiation, the places where an air sign’s quick thinking shines.',
      'If your attention scatters at work {period}, {sign}, pick the one conversation that would unblock everything else and have it first.',
      'An air sign brings perspective, so {period} step back from a knotty problem and describe it to someone else; the answer may surface mid-sentence.',
    ],
    wellbeing: [
      'For your wellbeing, fresh air is literal good advice {period}: open a window, take a walk, breathe slowly and let your thoughts settle.',
      'Your mind runs fast, {sign}, so {period} give it a resting place such as a notebook, a puzzle or a screen-free hour.',
      'Air signs recharge through connection, so {period} a light-hearted chat with a friend can lift more than you expect.',
      'Notice when you are thinking about a feeling rather than feeling it {period}; a few quiet minutes can bring the two together.',
    ],
    money: [
      'With money, information is your ally {period}: ask questions, compare options and decide only when you understand the whole picture.',
      '{period} suits a frank, friendly money conversation with anyone you share expenses with, kept light and factual.',
      'An air sign can be tempted by the new and shiny, so {period} ask whether a purchase serves your life or just your curiosity.',
      'Your best resource {period}, {sign}, is your network: a shared tip or a swapped skill can be worth more than it looks.',
    ],
  },
  water: {
    love: [
      'In love, your intuition is tender and accurate {period}, {sign}; trust what you sense, then check it gently with words.',
      'A water sign loves deeply, so {period} let the people close to you see the softer side you usually keep protected.',
      'If you are attached, {period} favours emotional honesty and a quiet evening together; if single, notice who makes you feel safe rather than merely excited.',
      'Set a kind boundary in love {period}; caring for someone does not mean carrying all of their moods.',
    ],
    work: [
      'At work, your empathy is a quiet superpower {period}, and you may sense what a colleague needs before they say it.',
      '{period} favours creative and caring work, so lean into the tasks where imagination and sensitivity make the difference.',
      'If the atmosphere at work feels heavy {period}, {sign}, protect your focus with short breaks and a clear list.',
      'A water sign works best when the heart is in it, so {period} reconnect with why a project matters to you.',
    ],
    wellbeing: [
      'For your wellbeing, water soothes water {period}: a bath, a swim, the sound of rain or simply a tall glass by your side.',
      'You absorb moods like a sponge, {sign}, so {period} spend a little time alone to rinse off the noise of other people.',
      'Dreams and feelings may be vivid {period}, and journalling before bed can turn restless thoughts into gentle insight.',
      'Let yourself laugh, cry or rest as needed {period}; for a water sign, letting feelings move is how balance returns.',
    ],
    money: [
      'With money, comfort spending is the thing to watch {period}, so pause and ask whether a purchase soothes a mood or meets a need.',
      '{period} is good for a gentle review of what you give away, in time as well as money, and whether it still feels right.',
      'A water sign’s sense of security is emotional first, so {period} notice which expenses bring real peace and which only bring relief.',
      'If a money worry surfaces {period}, {sign}, write it down and take one small, practical step rather than letting it swirl.',
    ],
  },
} as const satisfies Record<Element, Record<ThemeId, readonly string[]>>;
