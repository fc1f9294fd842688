// Runs one person's sky scan off the page's main thread (see scan-personal-sky.ts).
import { type PersonalSkyAnswer, type PersonalSkyQuestion, scanHere } from './scan-personal-sky';

self.onmessage = (message: MessageEvent<PersonalSkyQuestion>) => {
  scanHere(message.data)
    .then((events) => self.postMessage({ events } satisfies PersonalSkyAnswer))
    .catch((error: unknown) => self.postMessage({ error: String(error) } satisfies PersonalSkyAnswer));
};
