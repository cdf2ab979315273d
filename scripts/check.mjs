// `npm run check`: the type check, the lint, prettier and the OpenAPI lint, side by side. Each is one
// single-threaded process, so on a machine of two cores or more running them together takes about
// as long as the longest alone. Output is kept per step and printed whole when the step ends.
import { spawn } from 'node:child_process';

const steps = ['typecheck', 'lint', 'format:check', 'lint:openapi'];
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

const results = await Promise.all(steps.map(runStep));
process.exit(results.every(Boolean) ? 0 : 1);
