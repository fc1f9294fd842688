/**
 * The day's real sky read for a pair: Venus and Mars (placement, whole-sign solar house for
 * each partner), how they meet, and the Moon. Slots come from the one sky source
 * (core/compose/sign-sky.ts via pair-voice.ts). Each line names {second} and carries one of the
 * day's own facts (a degree, the Moon's light), so a line dealt again weeks later reads anew;
 * thirteen lines a pool, so the twelve signs read with one partner on a day each meet their own.
 */
export const venusLines = [
  'With {venus}, love lands in the {venusHouse} solar house of {first}, {venusArea}, while for {second} it stirs the {venusOtherHouse} house of {venusOtherTheme}.',
  'Today {venus} warms your {venusHouse} house, so affection with {second} grows through {venusArea}; on their side Venus visits the {venusOtherHouse}, the house of {venusOtherTheme}.',
  'Venus now stands in your {venusHouse} solar house ({venus}), pointing the bond with {second} toward {venusArea} and, in their {venusOtherHouse}, toward {venusOtherTheme}.',
  'Look to {venusArea}: {venus} is passing through the {venusHouse} house of {first}, and through the {venusOtherHouse} for {second}, where it favours {venusOtherTheme}.',
  'The planet of affection, {venus}, sits in your {venusHouse} solar house and the {venusOtherHouse} of {second}, so tenderness shows up around {venusArea} for you and {venusOtherTheme} for them.',
  'Counting houses from each Sun, {venus} falls in the {venusHouse} of {first} and in the {venusOtherHouse} of {second}: {venusArea} on your side, {venusOtherTheme} on theirs.',
  'Venus is the planet to watch today: {venus} brightens your {venusHouse} house of {venusArea} and the {venusOtherHouse} house of {venusOtherTheme} for {second}.',
  'For {first}, {venus} means warmth is easiest to find in {venusArea}; {second} feels the same planet in matters of {venusOtherTheme}.',
  'A gift, a compliment or a plan around {venusArea} suits the day, since {venus} crosses your {venusHouse} house while {second} feels it in the {venusOtherHouse}.',
  'The soft light of {venus} falls on {venusArea} for {first} and on {venusOtherTheme} for {second}, two doors to the same room.',
  'Where {venus} travels, pleasure follows: through your {venusHouse} house, {venusArea}, and through the {venusOtherHouse} house of {second}, the one of {venusOtherTheme}.',
  'If you want to please {second} today, think of {venusOtherTheme}, the theme of their {venusOtherHouse} house, where {venus} is passing.',
  'Your {venusHouse} solar house hosts {venus} today, a cue for {first} to bring kindness to {venusArea} and to meet {second} on the ground of {venusOtherTheme}.',
];

export const marsLines = [
  'Today {mars} drives the {marsHouse} solar house of {first}, {marsArea}, and the {marsOtherHouse} house of {marsOtherTheme} for {second}, so energy between you gathers there.',
  'With {mars}, the push in your life comes through {marsArea}, your {marsHouse} house; for {second} it charges the {marsOtherHouse}, the house of {marsOtherTheme}.',
  'Desire and impatience follow {mars} into your {marsHouse} house and into the {marsOtherHouse} house of {marsOtherTheme} for {second}.',
  '{mars} puts some heat into your {marsHouse} solar house ({marsArea}) and into the {marsOtherHouse} of {second}, where it stirs {marsOtherTheme}.',
  'Watch {marsArea} for sparks: {mars} crosses the {marsHouse} house of {first} and the {marsOtherHouse} of {second}, their house of {marsOtherTheme}.',
  'Mars brings drive to your {marsHouse} solar house today ({mars}) and to the {marsOtherHouse} house of {second}, where {marsOtherTheme} wants action.',
  'Where {mars} falls, in your {marsHouse} house and the {marsOtherHouse} of {second}, patience runs short, so pick your battles over {marsArea}.',
  'For {first}, {mars} turns up the pressure around {marsArea}; {second} feels the same planet as a restless streak about {marsOtherTheme}.',
  'Any quarrel with {second} today is likely to start over {marsArea} or {marsOtherTheme}, the two houses {mars} is stirring for you both.',
  'Put the energy of {mars} to work: it crosses your {marsHouse} house ({marsArea}), and {second} has it in the {marsOtherHouse}, ready for {marsOtherTheme}.',
  'The drive of {mars} lands in the {marsHouse} house of {first} and in the {marsOtherHouse} of {second}, so plans about {marsOtherTheme} may move faster than talk.',
  'Heat rises where {mars} stands: {marsArea} for you, {marsOtherTheme} for {second}, counted from each of your Suns.',
  'A shared task around {marsArea} uses the push of {mars} well, while {second}, with Mars in their {marsOtherHouse} house, may want to lead on {marsOtherTheme}.',
];

/** When Venus and Mars make an aspect ({venusMars} is "trine", "square", "opposite" …). */
export const venusMarsLines = [
  'Venus at {venusAt} is {venusMars} Mars at {marsAt}, so for {first} and {second} how you want to be loved and how you go after it are in open conversation.',
  'Today Venus ({venusAt}) and Mars ({marsAt}) are {venusMars}, a meeting of attraction and drive that you and {second} may feel as a change in the temperature.',
  'The lovers of the sky are {venusMars} each other, Venus at {venusAt} and Mars at {marsAt}, so whatever runs between {first} and {second} is a little louder than usual.',
  'With Venus {venusMars} Mars overhead, from {venusAt} to {marsAt}, desire and affection are talking, and {second} may answer you more directly than usual.',
  'Venus and Mars make an aspect today ({venusMars}, {venusAt} to {marsAt}), a reminder that you and {second} bring both softness and appetite to the bond.',
  'Astrologers watch Venus {venusMars} Mars for the mood between partners; with the pair at {venusAt} and {marsAt}, it favours saying plainly to {second} what you want.',
  'The aspect of the day is Venus at {venusAt} {venusMars} Mars at {marsAt}, which gives the pull between {first} and {second} a clear, noticeable edge.',
  'From {venusAt}, Venus is {venusMars} Mars at {marsAt}: the wish to be close and the wish to act are linked today, for {second} as much as for you.',
  'Affection and appetite meet in the sky (Venus {venusMars} Mars, {venusAt} and {marsAt}), so {first} may find {second} quicker to respond than usual.',
  'Mars at {marsAt} and Venus at {venusAt} are {venusMars}, the kind of link that turns a glance at {second} into a conversation.',
  'Let the link of Venus at {venusAt} and Mars at {marsAt}, {venusMars} today, set the tone: {first} and {second} both want a little more than usual.',
  'With Venus and Mars {venusMars} from {venusAt} and {marsAt}, romance and drive share one channel, and {second} is listening on it.',
  'Desire has a partner in the sky today, Venus at {venusAt} {venusMars} Mars at {marsAt}, and the bond of {first} with {second} feels it as warmth with an edge.',
];

/** When Venus and Mars make no major aspect. */
export const venusMarsApartLines = [
  'Venus at {venusAt} and Mars at {marsAt} make no major aspect, so attraction between {first} and {second} runs on its usual current rather than a surge.',
  'With Venus ({venusAt}) and Mars ({marsAt}) out of contact, the day leaves you and {second} to set the pace of affection yourselves.',
  'No aspect joins Venus at {venusAt} to Mars at {marsAt} just now, a quieter backdrop for {first} and {second} that suits steady gestures over grand ones.',
  'Venus and Mars keep their distance today, at {venusAt} and {marsAt}, which takes pressure off you and {second} and leaves room for ordinary kindness.',
  'Today Venus ({venusAt}) and Mars ({marsAt}) are not in aspect, so the sky adds little heat of its own; what {first} and {second} bring is what counts.',
  'The sky stages no meeting of Venus at {venusAt} and Mars at {marsAt}, giving you and {second} a calm stretch for plain, unhurried closeness.',
  'Venus at {venusAt} and Mars at {marsAt} go their separate ways, so let the bond with {second} rest on habit and goodwill rather than fireworks.',
  'With Mars at {marsAt} far from any angle to Venus at {venusAt}, {first} can court {second} at an easy walking pace.',
  'Affection (Venus at {venusAt}) and drive (Mars at {marsAt}) work apart today, so {second} may want tenderness and action at different hours.',
  'No spark is forced from above, Venus at {venusAt} and Mars at {marsAt} being unlinked, and the warmth between {first} and {second} is the kind you make.',
  'Venus at {venusAt} and Mars at {marsAt} pass without an aspect, which suits small loyal acts toward {second} better than declarations.',
  'A day with Venus at {venusAt} and Mars at {marsAt} out of touch asks {first} to supply the spark with {second} by choice rather than mood.',
  'Mars at {marsAt} minds its own business and Venus at {venusAt} hers, so {first} and {second} can enjoy each other without the sky turning up the heat.',
];

export const moonLines = [
  'The Moon at {moonAt} ({moonPhase}, {moonLit} lit) is {moonToFirst} {first} and {moonToSecond} {second}, so moods may travel between you faster than words.',
  'Emotionally the day belongs to the Moon in {moonSign}, {moonLit} lit in its {moonPhase} phase, {moonToFirst} {first} and {moonToSecond} {second} by sign.',
  'With the Moon at {moonAt} and {moonLit} lit, feelings between you and {second} take their cue from a Moon {moonToFirst} {first} and {moonToSecond} {second}.',
  'Tonight\u2019s Moon in {moonSign}, {moonLit} lit, stands {moonToSecond} {second} and {moonToFirst} {first}, setting the emotional weather of any talk you have.',
  'The Moon, {moonLit} lit at {moonAt}, is {moonToFirst} the Sun sign of {first} and {moonToSecond} that of {second}, a useful gauge of how much patience each of you has.',
  'Today the Moon at {moonAt}, in its {moonPhase} phase, asks {first} and {second} to notice what they feel before acting on it.',
  'Read the Moon at {moonAt} for the mood: {moonLit} lit in its {moonPhase} phase, it leaves {second} feeling things a shade differently from you.',
  'A {moonShape} Moon at {moonAt} colours the evening for {first} and {second}; let it set a slower pace for anything tender.',
  'The Moon passes {moonAt} today, {moonLit} lit, so emotions between {first} and {second} may rise and settle more quickly than the facts do.',
  'Feelings follow the Moon, now at {moonAt} in a {moonPhase} phase, and {second} may need a kinder word than usual from {first}.',
  'With the Moon {moonLit} lit in {moonSign}, by sign {moonToSecond} {second}, small gestures land with more weight than speeches.',
  'The Moon at {moonAt} lights up the mood in its {moonPhase} phase, {moonLit} of its face showing, a night for {first} to ask {second} how they really are.',
  'As the Moon moves through {moonAt}, {moonLit} lit, {first} may notice that {second} responds to tone more than to content.',
];
