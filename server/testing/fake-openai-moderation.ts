import type { ServerResponse } from 'node:http';
import type { FakeModeration } from './fake-openai';
import { sendError } from './fake-openai-endpoints';

/** The categories the fake scores: the self-harm ones the safety check reads, and one it ignores. */
const SELF_HARM_CATEGORIES = ['self-harm', 'self-harm/intent', 'self-harm/instructions'] as const;

/** The `input` of a moderation request body, or '' when it has none. */
export function inputOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { input?: unknown };
    return typeof parsed.input === 'string' ? parsed.input : JSON.stringify(parsed.input ?? '');
  } catch {
    return '';
  }
}

/** Answers `POST /v1/moderations` as openapi.yaml's CreateModerationResponse has it. */
export function answerModeration(response: ServerResponse, moderation: FakeModeration, input: string): void {
  if (moderation.kind === 'hang') return;
  if (moderation.kind === 'missing') {
    sendError(response, 404, 'Unknown route /v1/moderations', 'invalid_request_error', 'not_found');
    return;
  }
  if (moderation.kind === 'status') {
    sendError(response, moderation.status, 'Fake moderation failure.', 'server_error', null);
    return;
  }
  const flagged = moderation.kind === 'flag-when' && moderation.pattern.test(input);
  const categories = Object.fromEntries(
    [...SELF_HARM_CATEGORIES, 'violence'].map((name) => [
      name,
      flagged && name !== 'violence' && name !== 'self-harm/instructions',
    ]),
  );
  const scores = Object.fromEntries(
    Object.entries(categories).map(([name, on]) => [name, on ? 0.91 : 0.001]),
  );
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'modr-fake',
      model: 'omni-moderation-latest',
      results: [{ flagged, categories, category_scores: scores }],
    }),
  );
}
