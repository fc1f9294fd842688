import { parseArgs } from 'node:util';
import { startFakeOpenAI } from './fake-openai';
import { SCENARIO_FLAG_USAGE, parseScenarioFlag } from './fake-scenario-flag';

/**
 * Runs the fake OpenAI-compatible provider on its own, for manual runs and end-to-end tests:
 *
 *   npx tsx server/testing/fake-openai-cli.ts --port 4010 --reply "text" [--scenario reset:3]
 *
 * Flags fall back to FAKE_OPENAI_PORT, FAKE_OPENAI_HOST, FAKE_OPENAI_REPLY,
 * FAKE_OPENAI_SCENARIO and FAKE_OPENAI_CHUNK_DELAY_MS. Point the app at the printed URL with
 * OPENAI_BASE_URL (and any OPENAI_API_KEY).
 */
const USAGE = `Usage: fake-openai-cli [--port 4010] [--host 127.0.0.1] [--reply TEXT] [--chunk-delay-ms 30]
  [--scenario ${SCENARIO_FLAG_USAGE}]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.FAKE_OPENAI_PORT ?? '4010' },
      host: { type: 'string', default: process.env.FAKE_OPENAI_HOST ?? '127.0.0.1' },
      reply: {
        type: 'string',
        ...(process.env.FAKE_OPENAI_REPLY ? { default: process.env.FAKE_OPENAI_REPLY } : {}),
      },
      scenario: { type: 'string', default: process.env.FAKE_OPENAI_SCENARIO ?? 'reply' },
      'chunk-delay-ms': { type: 'string', default: process.env.FAKE_OPENAI_CHUNK_DELAY_MS ?? '30' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const port = Number(values.port);
  const chunkDelayMs = Number(values['chunk-delay-ms']);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port must be a port number.\n${USAGE}`);
  if (!Number.isFinite(chunkDelayMs) || chunkDelayMs < 0)
    throw new Error(`--chunk-delay-ms must be 0 or more.\n${USAGE}`);

  const fake = await startFakeOpenAI({
    port,
    host: values.host,
    chunkDelayMs,
    scenario: parseScenarioFlag(values.scenario),
    ...(values.reply === undefined ? {} : { reply: values.reply }),
  });
  console.info(`Fake OpenAI listening on ${fake.url}`);

  const stop = () => {
    void fake.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
