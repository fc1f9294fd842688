import type { LoveFocusId } from '../love-foci';

/**
 * Venus's real place read through the focus: where she stands (`{venusFact}`), the solar house
 * she is in for the reader's sign and what that house means in love. Twelve per focus, dealt to
 * the twelve signs, so no two signs read the same sentence on one day.
 * Slots: {venusFact}, {venusHouse}, {venusTheme}, {sign}.
 */
export const venusLines = {
  romance: [
    'Venus is in your {venusHouse} solar house ({venusFact}), so attraction gathers around {venusTheme}.',
    'With {venusFact}, your {venusHouse} solar house is where romance is most likely to find you: think {venusTheme}.',
    'Romance follows Venus, {sign}, and right now she is in your {venusHouse} solar house ({venusFact}), drawing your eye toward {venusTheme}.',
    'The planet of attraction sits in your {venusHouse} solar house ({venusFact}); flirtation works best when it touches {venusTheme}.',
    'Look for chemistry around {venusTheme}: that is the business of your {venusHouse} solar house, where Venus stands ({venusFact}).',
    'The romantic glow of the moment falls on {venusTheme}, because Venus is crossing your {venusHouse} solar house ({venusFact}).',
    'If you are dating or hoping to, notice {venusTheme}; Venus is lighting that corner of your chart from your {venusHouse} solar house ({venusFact}).',
    'Venus, the planet of desire and delight, is moving through your {venusHouse} solar house ({venusFact}), and a crush or a date blooms most easily around {venusTheme}.',
    'Counted from {sign}, Venus now stands in your {venusHouse} solar house ({venusFact}), so the sweetest romantic moments come through {venusTheme}.',
    'A spark is easiest to find where Venus is, and for you that means your {venusHouse} solar house ({venusFact}) and {venusTheme}.',
    'Your romantic compass points to your {venusHouse} solar house ({venusFact}): let {venusTheme} be where you look for delight.',
    'Attraction has an address for you right now, the {venusHouse} solar house Venus is visiting ({venusFact}), and it is written in {venusTheme}.',
  ],
  relationships: [
    'In your relationships, Venus in your {venusHouse} solar house ({venusFact}) puts the focus on {venusTheme}.',
    'The bonds you already have are coloured by Venus in your {venusHouse} solar house ({venusFact}), which asks you to pay attention to {venusTheme}.',
    'For a couple or a close friendship, {sign}, Venus is working through your {venusHouse} solar house ({venusFact}), so shared time goes best around {venusTheme}.',
    'Commitment grows where Venus is, and she is in your {venusHouse} solar house ({venusFact}): tend {venusTheme} and the bond feels tended too.',
    'Venus crossing your {venusHouse} solar house ({venusFact}) asks the two of you to look again at {venusTheme}.',
    'The quality of closeness depends on where Venus sits, and for you, with {venusFact}, that is your {venusHouse} solar house and {venusTheme}.',
    'Your {venusHouse} solar house holds Venus ({venusFact}), so conversations with the people you love keep circling back to {venusTheme}.',
    'If a relationship has started to feel routine, Venus in your {venusHouse} solar house ({venusFact}) suggests warming it through {venusTheme}.',
    'Long-term love is a daily practice, and Venus frames that practice in your {venusHouse} solar house ({venusFact}), among {venusTheme}.',
    'Seen from {sign}, Venus is in the {venusHouse} solar house ({venusFact}), the part of life that holds {venusTheme}, so that is where your partnerships can deepen.',
    'The people closest to you may feel Venus’s visit to your {venusHouse} solar house ({venusFact}) as a fresh interest in {venusTheme}.',
    'Where partnership needs care right now is spelled out by Venus: your {venusHouse} solar house ({venusFact}) and {venusTheme}.',
  ],
  'self-love': [
    'Venus is also the planet of self-worth, and in your {venusHouse} solar house ({venusFact}) she points your care toward {venusTheme}.',
    'Being kind to yourself has a theme right now, {sign}: Venus in your {venusHouse} solar house ({venusFact}) makes it {venusTheme}.',
    'With {venusFact} in your {venusHouse} solar house, the gentlest way to look after yourself runs through {venusTheme}.',
    'Self-love is not abstract at the moment; Venus in your {venusHouse} solar house ({venusFact}) ties it to {venusTheme}.',
    'The place where you can refill your own cup is your {venusHouse} solar house, which Venus is visiting ({venusFact}), and it concerns {venusTheme}.',
    'Venus, who teaches what we deserve, stands in your {venusHouse} solar house ({venusFact}); give some tenderness to {venusTheme}.',
    'Your worth is not up for negotiation, and Venus in your {venusHouse} solar house ({venusFact}) invites you to honour it through {venusTheme}.',
    'Pleasure that asks nothing of anyone else is a form of self-respect, and for you it lives in your {venusHouse} solar house ({venusFact}), around {venusTheme}.',
    'Counted from {sign}, Venus is in your {venusHouse} solar house ({venusFact}), so self-care means loving attention to {venusTheme}.',
    'Venus in your {venusHouse} solar house ({venusFact}) asks you to bring the patience of a good friend to {venusTheme}.',
    'The attention you usually give others can turn inward now: Venus in your {venusHouse} solar house ({venusFact}) reminds you to spend some of it on {venusTheme}.',
    'A softer relationship with yourself starts where Venus is, in your {venusHouse} solar house ({venusFact}), with {venusTheme}.',
  ],
} as const satisfies Record<LoveFocusId, readonly string[]>;

/** How Venus is moving, whatever the focus. Slots: {venusSign}, {venusStyle} (not in the daily direct lines). */
export const VENUS_MOTIONS = ['retrograde', 'beside-sun', 'direct'] as const;
export type VenusMotion = (typeof VENUS_MOTIONS)[number];

export const venusMotionLines = {
  retrograde: [
    'Venus is retrograde, the slow backward loop she makes about every nineteen months, so old feelings and familiar faces may come back for a second look.',
    'While Venus travels retrograde through {venusSign}, it is wiser to review what you want in love than to rush toward something new.',
    'A retrograde Venus favours reflection over launches: reread, reconsider and reconnect rather than reinvent.',
    'Venus moving backward through {venusSign} can stir up nostalgia, and a past connection may be worth understanding rather than repeating.',
    'During a Venus retrograde tastes change quietly; what attracted you a month ago may look different now, and that is useful information.',
    'With Venus retrograde, give commitments a little extra time and let a decision about love ripen before you make it official.',
    'The retrograde season of Venus asks an honest question about value: what do you keep giving that is not returned?',
    'Retrograde Venus slows the pace of romance, which is a gift if you use the slower pace to listen more closely.',
    'Venus turned backward in {venusSign} puts {venusStyle} under review: where has that way of loving served you, and where has it cost you?',
    'Apologies and second chances come more easily while Venus is retrograde, as long as they are offered without pressure.',
    'Treat this Venus retrograde in {venusSign} as an inventory of the heart rather than a verdict on it.',
    'Under a retrograde Venus, small gestures that repair count for more than big gestures that impress.',
  ],
  'beside-sun': [
    'Venus stands close to the Sun, hidden in its glare, which often marks the end of one chapter of the heart and the quiet start of another.',
    'With Venus conjunct the Sun, what you value and who you are line up, so your choices in love say a lot about you now.',
    'Venus is lost in the Sun’s light at the moment, a reminder that some feelings grow best before anyone sees them.',
    'Venus, in {venusSign} and meeting the Sun, puts {venusStyle} at the centre of how you see yourself.',
    'When Venus joins the Sun, desire and identity merge; notice what you want before you rush to act on it.',
    'The Sun and Venus travel together through {venusSign}: warmth is easy to give and easy to misread, so say plainly what you mean.',
    'Venus rides beside the Sun, a turning point in her cycle that suits fresh resolutions about how you want to be loved.',
    'With Venus so close to the Sun your charm is strong but your perspective is short, so step back before you judge a connection.',
    'Venus and the Sun sharing {venusSign} make this a good moment to let your affection be seen rather than implied.',
    'A conjunction of Venus and the Sun gathers heart and will in one place; choose one wish for your love life and give it your full attention.',
    'Venus hidden beside the Sun invites a private reset: what kind of love do you want to grow into over the coming months?',
    'Because Venus is conjunct the Sun, old patterns in love are easy to spot and easier than usual to change.',
  ],
  direct: [
    'Venus moves forward through {venusSign}, so a feeling you have been circling can be said plainly now.',
    'With Venus direct in {venusSign}, small courtesies land well; hold a door, remember a name, send the note.',
    'Venus keeps a steady course through {venusSign}, and steadiness is attractive when everything else feels hurried.',
    'Nothing in the sky is holding Venus back in {venusSign}, which leaves the pace of affection in your hands.',
    'Venus in {venusSign} travels forward without fuss, a good sign for plans that involve two diaries and one table.',
    'While Venus runs direct in {venusSign}, a first move costs less courage than you expect.',
    'Venus is moving on through {venusSign}, and the heart tends to follow: notice who you keep thinking of.',
    'The planet of affection is direct in {venusSign}, so warmth offered now is likely to be read the way you meant it.',
    'Venus goes forward in {venusSign}, quietly favouring the people who show interest rather than perform it.',
    'Venus walks on through {venusSign}, and a kind word said early in the day can colour the whole evening.',
    'Venus is making headway in {venusSign}, so an invitation you have been rehearsing can simply be sent.',
    'With Venus on a forward path through {venusSign}, old hesitations loosen a little; test one of them.',
    'Venus advancing through {venusSign} favours warmth that is shown in deeds: cook, fix, fetch, stay.',
    'The sky lets Venus run freely through {venusSign}, and you may find it easier to ask for a little tenderness.',
    'Venus presses gently on in {venusSign}; whatever you are building with someone can take one more brick.',
    'As Venus travels forward in {venusSign}, compliments come back to you in kind, so give one that you mean.',
    'Venus on the move in {venusSign} suits reunions, plans made over a meal and messages that say "soon".',
    'Venus goes about her work in {venusSign} without delays, and a friendship may show a warmer side.',
    'Venus makes plain progress through {venusSign}, and love does well with plain progress too: one honest step.',
    'Venus keeps moving through {venusSign}; let a conversation you enjoyed lead to another, without forcing a conclusion.',
  ],
} as const satisfies Record<VenusMotion, readonly string[]>;
