import type { PositionLens } from '../draw/spreads';
import type { CardLine } from '../reading/card-words';

/**
 * The opening sentence for a card in its position, by the position's lens and the card's
 * orientation. Each names the card and at least one of its keywords, so two draws share a
 * sentence only when the same card lands in the same kind of place the same way up.
 */
export const LENS_LINES: Record<
  PositionLens,
  { upright: readonly CardLine[]; reversed: readonly CardLine[] }
> = {
  guidance: {
    upright: [
      (card) => `${card.name} is the one card that came to you, and it arrives talking about ${card.kw}.`,
      (card) =>
        `Out of the whole deck, ${card.name} answered, upright and clear, with a lesson in ${card.kw}.`,
      (card) => `The guidance today belongs to ${card.name}, a card of ${card.kw} and ${card.kw2}.`,
      (card) =>
        `You asked, and ${card.name} turned up facing you squarely, carrying ${card.kw} in both hands.`,
    ],
    reversed: [
      (card) => `${card.name} answered you upside down, which turns its talk of ${card.kw} inward.`,
      (card) =>
        `Your single card is ${card.name}, reversed: what it says about ${card.kw} is blocked or running backwards for now.`,
      (card) =>
        `The guidance comes from ${card.name} turned on its head, asking where you have gone quiet about ${card.kw}.`,
      (card) =>
        `${card.name} arrived reversed, so read what it says of ${card.kw2} as something to recover rather than something given.`,
    ],
  },
  past: {
    upright: [
      (card) =>
        `Behind you lies ${card.name}, the mark that ${card.kw} made on the road that brought you here.`,
      (card) =>
        `${card.name} in the ${card.label} position shows a stretch of your story shaped by ${card.kw} and ${card.kw2}.`,
      (card) =>
        `${card.name} sits in the ${card.label}, a reminder of a time when ${card.kw} carried you further than you knew.`,
      (card) => `What has already happened wears the face of ${card.name}: a season of ${card.kw}.`,
    ],
    reversed: [
      (card) =>
        `${card.name} lies reversed in the ${card.label}, pointing to a time when you lacked or misused ${card.kw}.`,
      (card) => `Looking back, ${card.name} turned upside down suggests ${card.kw} that never quite settled.`,
      (card) =>
        `The ${card.label} holds ${card.name} reversed: an old struggle with ${card.kw2} still leaves an echo.`,
      (card) =>
        `Something from before, tied to ${card.kw}, ended unfinished; ${card.name} reversed in the ${card.label} says so.`,
    ],
  },
  present: {
    upright: [
      (card) =>
        `At the centre, in the ${card.label}, ${card.name} says that the live question right now is ${card.kw}.`,
      (card) =>
        `${card.name} takes the ${card.label} seat, so today is coloured by ${card.kw} and ${card.kw2}.`,
      (card) => `Where you are now, ${card.name} stands with you, full of ${card.kw}.`,
      (card) => `The heart of this draw is ${card.name}: whatever you are facing runs on ${card.kw}.`,
    ],
    reversed: [
      (card) =>
        `${card.name} reversed at the centre tells you that your hold on ${card.kw} is tangled up in the present moment.`,
      (card) => `Right now ${card.name} is upside down, and with it your relationship to ${card.kw}.`,
      (card) =>
        `The ${card.label} card, ${card.name} reversed, points at ${card.kw2} you keep back from yourself.`,
      (card) =>
        `Today wears ${card.name} the wrong way round, so reaching ${card.kw} is harder than it should be.`,
    ],
  },
  future: {
    upright: [
      (card) => `Ahead, in the ${card.label}, ${card.name} points to a door marked ${card.kw}.`,
      (card) =>
        `${card.name} waits further along the path, offering ${card.kw} and ${card.kw2} to the version of you who arrives there.`,
      (card) => `If the current keeps its course ${card.name} shows ${card.kw} coming into your days.`,
      (card) =>
        `The ${card.label} belongs to ${card.name}, a promise of ${card.kw} that you can start walking toward.`,
    ],
    reversed: [
      (card) =>
        `${card.name} reversed in the ${card.label} is a caution: ${card.kw} may come slowly or sideways.`,
      (card) =>
        `Further on, ${card.name} lies upside down, so what comes next asks you to tend ${card.kw} before it is needed.`,
      (card) =>
        `The road ahead shows ${card.name} reversed, a hint that ${card.kw2} will take longer than you hoped.`,
      (card) =>
        `Coming up is ${card.name} on its head: not a closed door, but a road to ${card.kw} that needs another approach.`,
    ],
  },
  challenge: {
    upright: [
      (card) => `Across your path lies ${card.name}: the very thing that tests you now is ${card.kw}.`,
      (card) =>
        `The ${card.label} is ${card.name}, so even ${card.kw} can block the road when it comes too strong.`,
      (card) =>
        `${card.name} crosses the centre, and what it says about ${card.kw} pushes against everything else in the spread.`,
    ],
    reversed: [
      (card) => `${card.name} crosses you reversed, so the obstacle is ${card.kw} turned sour or held back.`,
      (card) => `What blocks you is ${card.name} upside down, a knot of ${card.kw} and ${card.kw2}.`,
      (card) =>
        `${card.name} reversed in the ${card.label} position names the friction: ${card.kw} you have not yet made peace with.`,
    ],
  },
  root: {
    upright: [
      (card) => `Underneath it all, ${card.name} forms the ${card.label}, rooting this matter in ${card.kw}.`,
      (card) => `The ground this situation grows from is ${card.name}, old soil rich in ${card.kw}.`,
      (card) =>
        `${card.name} lies at the base of the cross, the deep reason the theme of ${card.kw2} keeps coming back to you.`,
    ],
    reversed: [
      (card) => `At the ${card.label} sits ${card.name} reversed, a buried unease about ${card.kw}.`,
      (card) =>
        `The root here is ${card.name} upside down, so an early lesson in ${card.kw} still waits to be learned.`,
      (card) => `${card.name} lies reversed beneath everything, where ${card.kw} once got withheld or bent.`,
    ],
  },
  aim: {
    upright: [
      (card) =>
        `Above the cross, in the ${card.label}, ${card.name} shows the best this could become: ${card.kw}.`,
      (card) =>
        `${card.name} crowns the spread, naming ${card.kw} and ${card.kw2} as what you are reaching for.`,
      (card) => `Your highest aim wears the colours of ${card.name}, bright with ${card.kw}.`,
    ],
    reversed: [
      (card) =>
        `${card.name} reversed in the ${card.label} hints that your goal around ${card.kw} needs a clearer shape.`,
      (card) =>
        `The crown is ${card.name} turned over, so what you hope for from ${card.kw} may not be what you truly want.`,
      (card) =>
        `Above everything sits ${card.name} upside down, asking whether the pursuit of ${card.kw2} is your aim or someone else's.`,
    ],
  },
  self: {
    upright: [
      (card) => `You meet all this as ${card.name}, bringing ${card.kw} into the room with you.`,
      (card) =>
        `The ${card.label} card is ${card.name}: your own stance is one of ${card.kw} and ${card.kw2}.`,
      (card) =>
        `${card.name} stands for you here, and what it carries of ${card.kw} is a strength you may be underrating.`,
    ],
    reversed: [
      (card) =>
        `As the ${card.label}, ${card.name} reversed suggests you are doubting yourself when it comes to ${card.kw}.`,
      (card) => `You come to this as ${card.name} upside down, keeping ${card.kw} under lock and key.`,
      (card) =>
        `${card.name} reversed in your own seat shows ${card.kw2} pulling against the way you see yourself.`,
    ],
  },
  surroundings: {
    upright: [
      (card) =>
        `Around you, ${card.name} fills the ${card.label} with ${card.kw}: people and places lean your way.`,
      (card) =>
        `The world near you carries the mood of ${card.name}, a climate of ${card.kw} and ${card.kw2}.`,
      (card) => `${card.name} describes the company you keep right now, generous with ${card.kw}.`,
    ],
    reversed: [
      (card) =>
        `${card.name} reversed in the ${card.label} warns that someone close may be short on ${card.kw}.`,
      (card) => `The people around you show ${card.name} upside down, so the room runs short of ${card.kw}.`,
      (card) =>
        `Your surroundings carry ${card.name} reversed, where talk of ${card.kw2} outruns the practice.`,
    ],
  },
  hopes: {
    upright: [
      (card) =>
        `In the ${card.label} sits ${card.name}: you long for ${card.kw} and perhaps fear that longing a little too.`,
      (card) => `${card.name} shows what you wish for most, a life that makes more room for ${card.kw}.`,
      (card) =>
        `Your hope and your worry share the face of ${card.name}, and both circle around ${card.kw2}.`,
    ],
    reversed: [
      (card) =>
        `${card.name} reversed in the ${card.label} points to a dread that ${card.kw} will never come your way.`,
      (card) => `What you dread wears ${card.name} upside down, a worry about losing ${card.kw}.`,
      (card) =>
        `In the ${card.label}, ${card.name} reversed says your wish for ${card.kw} is tangled with old disappointment.`,
    ],
  },
  outcome: {
    upright: [
      (card) => `The cross ends with ${card.name} in the ${card.label}: the path leads toward ${card.kw}.`,
      (card) => `Where all of this is heading ${card.name} waits with ${card.kw} and ${card.kw2}.`,
      (card) => `Follow the current and you arrive at ${card.name}, a result built on ${card.kw}.`,
    ],
    reversed: [
      (card) =>
        `The ${card.label} is ${card.name} reversed: as things stand, ${card.kw} may stay just out of reach.`,
      (card) =>
        `At the end of the path lies ${card.name} upside down, so ${card.kw} can arrive only if something shifts first.`,
      (card) =>
        `${card.name} reversed closes the spread, a sign that ${card.kw2} will need your hand before things settle.`,
    ],
  },
};
