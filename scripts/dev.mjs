// `make dev`: the API rebuilt and restarted on change (port 3000) and Vite with hot reload (port 5173,
// proxying /api to the API). Ctrl-C stops all of them.
import { spawn } from 'node:child_process';

// The pages come from Vite, so the site the API answers to (and links to in its mails) is Vite's.
const apiEnv = { ...process.env, PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? 'http://localhost:5173' };

const processes = [
  ['api-build', 'npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']],
  ['api', 'node', ['--watch-path=backend/dist', 'backend/dist/main.js'], apiEnv],
  ['web', 'npm', ['run', 'dev', '-w', 'frontend']],
];

const children = processes.map(([name, command, args, env = process.env]) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
  return child;
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
