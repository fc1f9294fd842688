/**
 * The chat's figure sentences: each states something computed from the sky (core/sky) for
 * this visitor, in words of our own. Slots are filled by `chat-reply.ts` only with computed
 * values; a template whose slots are not all known is never dealt. Bodies are clauses, so a
 * lead from `lead-lines.ts` may stand before them.
 */
export const FACT_LINES = {
  /** A planet today, counted as a whole-sign solar house from the reader's sign. */
  placement: [
    '{planet} stands at {planetDegree}° {planetSign} today, {planetMotion}, in your solar {planetHouse} house of {planetArea}.',
    '{planet} is {planetMotion} through {planetSign} at {planetDegree}°, which lights your solar {planetHouse} house, the part of life about {planetArea}.',
    'today {planet} sits in {planetSign} ({planetDegree}°), and counted from your sign that is your {planetHouse} house: {planetArea}.',
    '{planet} has reached {planetDegree}° of {planetSign}, {planetMotion}, so it works through your solar {planetHouse} house, the house of {planetArea}.',
    'right now {planet} is {planetMotion} at {planetDegree}° {planetSign}, crossing your solar {planetHouse} house of {planetArea}.',
    'in your solar {planetHouse} house of {planetArea} you will find {planet} today, {planetMotion} at {planetDegree}° {planetSign}.',
    'counted from your sign, {planet} at {planetDegree}° {planetSign} falls in the {planetHouse} house, the one for {planetArea}, and is {planetMotion}.',
  ],
  /** A planet today, for a visitor without a sign. */
  plainPlacement: [
    '{planet} stands at {planetDegree}° {planetSign} today and is {planetMotion}.',
    'today {planet} is {planetMotion} through {planetSign}, at {planetDegree}°.',
    '{planet} has reached {planetDegree}° of {planetSign}, {planetMotion}.',
  ],
  /** A planet in the birth chart. Slot {natalHouseWords}: ", in your 7th house" or nothing. */
  natal: [
    'your natal {planet} sits at {natalDegree}° {natalSign}{natalHouseWords}.',
    'at your birth {planet} stood in {natalSign}, {natalDegree}°{natalHouseWords}.',
    'you were born with {planet} at {natalDegree}° of {natalSign}{natalHouseWords}.',
    'the birth chart puts {planet} in {natalSign} at {natalDegree}°{natalHouseWords}.',
  ],
  /** The return in progress or ahead. */
  returnNext: [
    'transiting {returnPlanet} stands exactly on that degree again on {returnDates}: your {returnOrdinal} {returnPlanet} return, at age {returnAge}.',
    'your {returnOrdinal} {returnPlanet} return is exact on {returnDates}, when you are {returnAge}.',
    '{returnPlanet} comes back to its birth degree on {returnDates}, the exact {returnOrdinal} return, around age {returnAge}.',
    'the exact passes of your {returnOrdinal} {returnPlanet} return are dated {returnDates}, at age {returnAge}.',
  ],
  /** A return already behind the visitor. */
  returnPrevious: [
    'your {prevOrdinal} {returnPlanet} return came exact on {prevDates}, when you were {prevAge}.',
    '{returnPlanet} already made its {prevOrdinal} return to that degree on {prevDates}, at age {prevAge}.',
    'the {prevOrdinal} return is behind you: {returnPlanet} touched its birth degree on {prevDates}.',
  ],
  retrogradeNow: [
    'Mercury is retrograde right now, at {mercuryDegree}° {mercurySign}, and turns direct on {rxEnd}.',
    'today Mercury is moving backward through {mercurySign} ({mercuryDegree}°) until it stations direct on {rxEnd}.',
    'Mercury stays retrograde in {mercurySign} until {rxEnd}; today it stands at {mercuryDegree}°.',
  ],
  retrogradeNext: [
    'Mercury is moving direct today at {mercuryDegree}° {mercurySign}; its next retrograde starts on {rxStart} at {rxStartDegree}° {rxStartSign}.',
    'the next Mercury retrograde begins on {rxStart}, in {rxStartSign}, while today Mercury is direct at {mercuryDegree}° {mercurySign}.',
    'Mercury is not retrograde today (it is at {mercuryDegree}° {mercurySign}); it next stations retrograde on {rxStart} at {rxStartDegree}° {rxStartSign}.',
  ],
  retrogradeEnd: [
    'that retrograde ends when Mercury stations direct on {rxEnd}.',
    'Mercury turns direct again on {rxEnd}, which closes that loop.',
    'the loop closes on {rxEnd}, when Mercury resumes direct motion.',
  ],
  lunations: [
    'the next New Moon falls on {newMoonDate} in {newMoonSign}, and the next Full Moon on {fullMoonDate} in {fullMoonSign}.',
    'the Moon’s calendar gives you two markers: a New Moon in {newMoonSign} on {newMoonDate} and a Full Moon in {fullMoonSign} on {fullMoonDate}.',
    'on {newMoonDate} the Moon is new in {newMoonSign}; on {fullMoonDate} it is full in {fullMoonSign}.',
    'a New Moon in {newMoonSign} arrives on {newMoonDate}, with the Full Moon following in {fullMoonSign} on {fullMoonDate}.',
  ],
  ingress: [
    '{ingressPlanet} moves into {ingressSign} on {ingressDate}, which shifts the tone around {subjectWord}.',
    'on {ingressDate} {ingressPlanet} changes sign, into {ingressSign}, a natural turning point for {subjectWord}.',
    '{ingressPlanet} enters {ingressSign} on {ingressDate}, worth marking in the diary when {subjectWord} is on your mind.',
  ],
  week: [
    'between {weekStart} and {weekEnd} the Moon travels through {weekMoonSigns}{weekEvents}.',
    'over the next seven days, up to {weekEnd}, the Moon crosses {weekMoonSigns}{weekEvents}.',
    'the week from {weekStart} carries the Moon through {weekMoonSigns}{weekEvents}.',
  ],
  retrogrades: [
    '{retroList} {retroVerb} retrograde today, which favours review over launch.',
    'today {retroList} {retroVerb} moving backward as seen from Earth.',
    'among the planets, {retroList} {retroVerb} retrograde at the moment.',
    'right now the sky shows {retroList} in retrograde motion, a cue to revisit before you rush.',
    'this date finds {retroList} looping backward across the zodiac, a season for second drafts.',
    'against the background stars, {retroList} {retroVerb} drifting westward for now, the telltale look of a retrograde.',
    'as of today, {retroList} {retroVerb} in retrograde, good company for revisiting unfinished business.',
  ],
  rising: [
    'your Ascendant, the rising sign, is {risingSign} at {risingDegree}°, worked out from your birth time and place.',
    'at your birth the eastern horizon stood at {risingDegree}° {risingSign}, which makes you a {risingSign} rising.',
    'your chart rises in {risingSign}, with {risingDegree}° on the Ascendant.',
  ],
  risingUnknown: [
    'your profile does not hold {missing}, so I cannot honestly name your rising sign: the Ascendant changes about every two hours.',
    'without {missing}, your rising sign stays unknown, since the Ascendant moves through all twelve signs in a single day.',
    'a rising sign needs the exact birth time and place, and I do not have {missing}, so I will not guess it.',
  ],
  moonSign: [
    'your Moon sign is {natalMoonSign}{moonPrecision}.',
    'at your birth the Moon stood in {natalMoonSign}{moonPrecision}.',
    'you were born with the Moon in {natalMoonSign}{moonPrecision}.',
  ],
  moonSignEither: [
    'on your birth date the Moon moved from {moonFrom} into {moonTo}, so your Moon sign is one of the two, depending on the hour you were born.',
    'without a birth time I can narrow your Moon to {moonFrom} or {moonTo}, because it changed sign on the day you were born.',
    'the Moon crossed from {moonFrom} to {moonTo} on your birthday, so the hour of your birth decides your Moon sign.',
  ],
  sunSign: [
    'the Sun was at {natalSunDegree}° {natalSunSign} when you were born, so you are a {natalSunSign}.',
    'on your birth date the Sun stood in {natalSunSign}, at {natalSunDegree}°.',
    'your birth chart places the Sun in {natalSunSign} at {natalSunDegree}°.',
  ],
  profileSign: [
    'your profile gives {reader} as your sign, the sign of {readerDates}.',
    'you are down as {reader} in your profile, the {readerElement} sign of {readerDates}.',
    '{reader} is the sign your profile holds, covering {readerDates}.',
  ],
  noBirth: [
    'your profile has no birth date yet, so I cannot compute {chartPoint}.',
    'without a birth date I have no chart to read {chartPoint} from.',
    'I would need your birth date to work out {chartPoint}, and the profile does not hold one yet.',
  ],
  ruler: [
    '{asked} is ruled by {askedRuler}, which stands at {askedRulerDegree}° {askedRulerSign} today.',
    'today {askedRuler}, the ruler of {asked}, is at {askedRulerDegree}° {askedRulerSign}.',
    '{askedRuler} rules {asked}, and right now it is {askedRulerMotion} in {askedRulerSign}.',
  ],
  pairAngle: [
    'by the classical rules, {pairFirst} and {pairSecond} form {pairAngle}: {pairMeaning}.',
    '{pairFirst} with {pairSecond} makes {pairAngle} on the zodiac wheel, traditionally {pairMeaning}.',
    'counted around the wheel, {pairFirst} and {pairSecond} make {pairAngle}, which reads as {pairMeaning}.',
  ],
  pairElements: [
    '{pairFirst} is {firstElement} and {pairSecond} is {secondElement}: {elementWords}.',
    'in elements, {firstElement} meets {secondElement}, so {elementWords}.',
    'the elements are {firstElement} for {pairFirst} and {secondElement} for {pairSecond}; {elementWords}.',
  ],
} as const;

export type FactRole = keyof typeof FACT_LINES;
