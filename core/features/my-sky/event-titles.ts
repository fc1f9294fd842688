import { signs } from '../../content/signs';
import { BODY_NAMES } from '../../content/body-names';
import type { PersonalSkyEvent, ReturnEvent } from '../../sky/transits/personal-sky-event';
import { NATAL_POINT_NAMES, houseOrdinal, transitTitle } from './transit-words';

const RETURN_WORDS = {
  return: 'return',
  'waxing-square': 'waxing square to its natal place',
  opposition: 'opposition to its natal place',
  'waning-square': 'waning square to its natal place',
} as const satisfies Record<ReturnEvent['phase'], string>;

function returnTitle(event: ReturnEvent): string {
  if (event.body === 'sun') return 'Solar return: the Sun back at its birth degree';
  if (event.body === 'moon') return 'Lunar return: the Moon back at its birth degree';
  return `${BODY_NAMES[event.body]} ${RETURN_WORDS[event.phase]}`;
}

/** One line naming any event of the personal sky, as the timeline, Home and calendar show it. */
export function personalEventTitle(event: PersonalSkyEvent): string {
  switch (event.kind) {
    case 'transit':
      return transitTitle(event);
    case 'lunation':
      return `${event.phase === 'new-moon' ? 'New Moon' : 'Full Moon'} on your ${NATAL_POINT_NAMES[event.target]}`;
    case 'eclipse':
      return `${event.eclipse === 'solar' ? 'Solar' : 'Lunar'} eclipse on your ${NATAL_POINT_NAMES[event.target]}`;
    case 'ingress':
      return `${BODY_NAMES[event.body]} ${event.retrograde ? 'backs into' : 'enters'} your ${houseOrdinal(event.house)} house`;
    case 'progression':
      return event.change === 'sign' && event.sign
        ? `Progressed Moon enters ${signs[event.sign].name}`
        : `Progressed Moon enters your ${houseOrdinal(event.house ?? 1)} house`;
    case 'return':
      return returnTitle(event);
  }
}
