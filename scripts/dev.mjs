// Development mode: the server restarts on change (tsx watch, contract from source) and Vite serves
// the web app with hot reload on :5173, proxying /api and /logout to the server on :3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=source', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  spawn('npx', ['vite', '--host', '0.0.0.0'], { cwd: 'apps/web', stdio: 'inherit' }),
];
console.log('Web (hot reload): http://localhost:5173  http://mx.localhost:5173  http://ca.localhost:5173');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
