/**
 * The day's real sky read for a pair: Venus and Mars (placement, whole-sign solar house for
 * each partner), how they meet, and the Moon. Slots come from the one sky source
 * (core/compose/sign-sky.ts via pair-voice.ts). Each line names {second}, and each pool holds
 * seven or more lines, for the same reasons as the bond lines.
 */
export const venusLines = [
  'With {venus}, love lands in your {venusHouse} solar house, {venusArea}, while for {second} it stirs the {venusOtherHouse} house of {venusOtherTheme}.',
  'Today {venus} warms your {venusHouse} house, so affection with {second} grows through {venusArea}; on their side Venus visits the {venusOtherHouse}, the house of {venusOtherTheme}.',
  'Venus now stands in your {venusHouse} solar house ({venus}), pointing the bond with {second} toward {venusArea}, and in their {venusOtherHouse}, toward {venusOtherTheme}.',
  'Look to {venusArea}: {venus} is passing through your {venusHouse} house, and through the {venusOtherHouse} for {second}, where it favours {venusOtherTheme}.',
  'The planet of affection, {venus}, sits in your {venusHouse} solar house and the {venusOtherHouse} of {second}, so tenderness shows up around {venusArea} for you and {venusOtherTheme} for them.',
  'Counting houses from each Sun, {venus} falls in your {venusHouse} and in the {venusOtherHouse} of {second}: {venusArea} on your side, {venusOtherTheme} on theirs.',
  'Venus is the planet to watch today: {venus} brightens your {venusHouse} house of {venusArea} and the {venusOtherHouse} house of {venusOtherTheme} for {second}.',
];

export const marsLines = [
  'Today {mars} drives your {marsHouse} solar house, {marsArea}, and the {marsOtherHouse} house of {marsOtherTheme} for {second}, so energy between you gathers there.',
  'With {mars}, the push in your life comes through {marsArea}, your {marsHouse} house; for {second} it charges the {marsOtherHouse}, the house of {marsOtherTheme}.',
  'Desire and impatience follow {mars} into your {marsHouse} house for you and the {marsOtherHouse} house of {marsOtherTheme} for {second}.',
  '{mars} puts some heat into your {marsHouse} solar house ({marsArea}) and into the {marsOtherHouse} of {second}, where it stirs {marsOtherTheme}.',
  'Watch {marsArea} for sparks: {mars} crosses your {marsHouse} house and the {marsOtherHouse} of {second}, their house of {marsOtherTheme}.',
  'Mars brings drive to your {marsHouse} solar house today ({mars}) and to the {marsOtherHouse} house of {second}, where {marsOtherTheme} wants action.',
  'Where {mars} falls, in your {marsHouse} house and the {marsOtherHouse} of {second}, patience runs short, so pick your battles over {marsArea}.',
];

/** When Venus and Mars make an aspect ({venusMars} is "trine", "square", "opposite" …). */
export const venusMarsLines = [
  'Venus {venusMars} Mars colours the day for you and {second}: how you want to be loved and how you go after it are in open conversation.',
  'Today Venus and Mars are {venusMars}, a meeting of attraction and drive that you and {second} may feel as a change in the temperature.',
  'The lovers of the sky, Venus and Mars, are {venusMars} each other, so whatever runs between you and {second} is a little louder than usual.',
  'With Venus {venusMars} Mars overhead, desire and affection are talking, and {second} may answer you more directly than usual.',
  'Venus and Mars make an aspect today ({venusMars}), a reminder that you and {second} bring both softness and appetite to the bond.',
  'Astrologers watch Venus {venusMars} Mars for the mood between partners; for you and {second} it favours saying plainly what you want.',
  'The aspect of the day is Venus {venusMars} Mars, which gives the pull between you and {second} a clear, noticeable edge.',
];

/** When Venus and Mars make no major aspect. */
export const venusMarsApartLines = [
  'Venus and Mars make no major aspect today, so attraction between you and {second} runs on its usual current rather than a surge.',
  'With Venus and Mars out of contact, the day leaves you and {second} to set the pace of affection yourselves.',
  'No aspect joins Venus and Mars just now, a quieter backdrop for you and {second} that suits steady gestures over grand ones.',
  'Venus and Mars keep their distance today, which takes pressure off you and {second} and leaves room for ordinary kindness.',
  'Today Venus and Mars are not in aspect, so the sky adds little heat of its own; what you and {second} bring is what counts.',
  'The sky stages no meeting of Venus and Mars this day, giving you and {second} a calm stretch for plain, unhurried closeness.',
  'Venus and Mars go their separate ways today, so let the bond with {second} rest on habit and goodwill rather than fireworks.',
];

export const moonLines = [
  'The Moon in {moonSign} ({moonPhase}, {moonLit} lit) sits {moonToFirst} your sign and {moonToSecond} {second}, so moods may travel between you faster than words.',
  'Emotionally the day belongs to the Moon in {moonSign}, {moonToFirst} you and {moonToSecond} {second}, during its {moonPhase} phase.',
  'With the Moon in {moonSign} and {moonLit} lit, feelings between you and {second} take their cue from a sky that is {moonToFirst} you and {moonToSecond} them.',
  'Tonight\u2019s Moon in {moonSign}, in its {moonPhase} phase, stands {moonToSecond} {second} and {moonToFirst} you, setting the emotional weather of any talk you have.',
  'The Moon, {moonLit} lit in {moonSign}, is {moonToFirst} your Sun and {moonToSecond} the Sun of {second}, a useful gauge of how much patience each of you has today.',
  'Today the Moon in {moonSign}, in its {moonPhase} phase ({moonToFirst} you, {moonToSecond} {second}), asks you both to notice what you feel before acting on it.',
  'Read the Moon in {moonSign} for the mood: {moonToFirst} your sign, {moonToSecond} {second}, and {moonLit} lit in its {moonPhase} phase.',
];
