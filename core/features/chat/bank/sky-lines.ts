/**
 * The chat's sky sentence: what the real sky is doing today, for the reader. Slots: {moonSign},
 * {phase} (lower case, e.g. "waxing gibbous"), {sunSign}, {house} ("10th"), {area} (what that
 * house is about), {illumination} ("64"), and for transits {transit} ("Saturn is square your
 * natal Sun"), {orb} ("1.4") and {motion}. Each pool holds at least seven so a week never repeats one.
 */
export const HOUSE_SKY_LINES = [
  'Today your solar {house} house of {area} holds the Moon in {moonSign}, now {phase}.',
  'Your solar {house} house of {area} is lit today by the Moon crossing {moonSign}, now {phase}.',
  'In your {house} house, {area} catch the light of a Moon in {moonSign} under a {sunSign} Sun.',
  'Right now your solar {house} house of {area} is home to the Moon in {moonSign}, now {phase}.',
  'Your {house} house of {area} is stirred today by the Moon in {moonSign}, now {phase}.',
  'This {sunSign} season the Moon shines on your {house} house of {area} from {moonSign}, {illumination} percent lit.',
  'Where is the Moon? It rests in your {house} house of {area} while in {moonSign}, now {phase}.',
  'Visiting your solar {house} house of {area} today is the Moon in {moonSign}, now {phase}.',
] as const;

export const PLAIN_SKY_LINES = [
  'Today the Moon is a {phase} Moon in {moonSign} while the Sun moves through {sunSign}.',
  'The Moon travels through {moonSign} today, {illumination} percent lit, under a {sunSign} Sun.',
  'Overhead, a {phase} Moon in {moonSign} meets the steady light of the Sun in {sunSign}.',
  'Right now the Moon is in {moonSign} and {phase}, and the Sun keeps its course through {sunSign}.',
  'The sky today pairs a {sunSign} Sun with a {phase} Moon in {moonSign}.',
  'With the Moon in {moonSign} at {illumination} percent of its light, this {sunSign} season feels close at hand.',
  'A {phase} Moon is crossing {moonSign} today, and the Sun is still in {sunSign}.',
  'Tonight’s Moon shines from {moonSign}, {phase}, beneath the season of the Sun in {sunSign}.',
] as const;

export const TRANSIT_LINES = [
  'In your own chart, {transit} today, within {orb}°, and the contact is {motion}.',
  'Your birth chart is busy: {transit}, {orb}° from exact and {motion}.',
  'The strongest thread for you right now is that {transit}, {orb}° from exact and {motion}.',
  'Against the sky you were born under, {transit} at the moment, {motion} at {orb}°.',
  'I can see that {transit} today, {orb}° wide and {motion}.',
  'Today’s sky touches your natal chart because {transit}, a contact {orb}° from exact that is {motion}.',
  'Personally for you, {transit} right now, {motion} with {orb}° between them.',
  'Your chart answers the sky today because {transit}, at {orb}°, and the contact is {motion}.',
] as const;
