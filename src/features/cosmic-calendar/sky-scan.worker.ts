// Runs the sky scan off the page's main thread (see scan-sky.ts).
import { skyInPeriod } from '@core/sky/sky-in-period';
import type { SkyScanAnswer, SkyScanQuestion } from './scan-sky';

self.onmessage = (message: MessageEvent<SkyScanQuestion>) => {
  const { from, days } = message.data;
  let answer: SkyScanAnswer;
  try {
    answer = { events: skyInPeriod(new Date(from), days) };
  } catch (error) {
    answer = { error: String(error) };
  }
  self.postMessage(answer);
};
