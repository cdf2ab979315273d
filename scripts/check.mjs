// `npm run check`: the type check, the lint and prettier side by side, and the OpenAPI lint after the
// type check (it reads the server that `tsc -b` builds). Each is one single-threaded process, so on a
// machine of two cores or more the whole takes about as long as the longest lane alone. Output is kept
// per step and printed whole when the step ends.
import { spawn } from 'node:child_process';

const lanes = [['typecheck', 'lint:openapi'], ['lint'], ['format:check']];
const started = Date.now();

function runStep(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n=== check: ${name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} at ${seconds} s ===`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

async function runLane(steps) {
  for (const step of steps) if (!(await runStep(step))) return false;
  return true;
}

const results = await Promise.all(lanes.map(runLane));
process.exit(results.every(Boolean) ? 0 : 1);
