// Plain Node (no dependencies), like steps.mjs.
import { spawn } from 'node:child_process';
import { root } from './steps.mjs';

/**
 * Runs a command with its output held back, so steps running side by side do not interleave.
 * Resolves with the exit status, the combined output and the seconds it took.
 */
function runQuietly({ command, args, env }) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Tools that colour their output only on a terminal keep doing so when the output is one.
    const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...colour, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (status) =>
      resolve({ status, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs lanes of steps side by side, each lane's steps one after another, and exits when any
 * step failed (after every lane has finished, so each failure is shown). On a two-core machine
 * two single-threaded checks (ESLint, tsc, Prettier, the quality bench) take about half the
 * time together that they take in turn. A step's output is printed whole when it ends.
 *
 * @param {{ label: string, command: string, args: string[], env?: Record<string, string> }[][]} lanes
 */
export async function runLanesOrExit(lanes) {
  console.info(
    `\n▶ Side by side: ${lanes.map((lane) => lane.map((step) => step.label).join(' → ')).join(' | ')}`,
  );
  const failures = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const { status, output, seconds } = await runQuietly(step);
        console.info(`\n▶ ${step.label} (${seconds.toFixed(1)} s)`);
        if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
        if (status !== 0) {
          console.error(`✖ ${step.label} failed (exit ${status})`);
          failures.push(status);
          return; // the lane's later steps are skipped, as the serial run would skip them
        }
      }
    }),
  );
  if (failures.length > 0) process.exit(failures[0]);
}
