/**
 * How a standing observation is tied to the day it is read on: a short lead, most carrying one of
 * the day's facts (the date, the Sun's, Venus's, Mars's or the Moon's degree), written so that
 * any statement or question of the pair banks can follow it after a comma. A lead of five words
 * or more carries a fact, so no clause of its own comes back often. Thirteen leads (a prime, so
 * with a pool of seven lines a lead and a line meet again only after 91 days).
 */
export const dayLeads = [
  'On {date},',
  'This {weekday},',
  'With the Moon at {moonAt} today,',
  'As the Sun passes {sunAt},',
  'With Venus at {venusAt} this {weekday},',
  'Today,',
  'With Mars at {marsAt} and the Moon in {moonSign},',
  'For {date},',
  'Under this {moonShape} Moon {moonLit} lit,',
  'With the Sun at {sunAt} this {weekday},',
  'On this {weekday}, {date},',
  'While the Moon crosses {moonSign},',
  'As Venus moves through {venusAt} this {weekday},',
];
