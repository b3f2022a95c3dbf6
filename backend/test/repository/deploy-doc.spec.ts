import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadComposeFile, readRepoFile, repoRoot } from '../support/compose-files.js';

// docs/deploy.md is followed on a server, line by line, by someone who cannot ask: every command in its shell
// blocks must be one the repository provides (a make target, an npm script, a compose service, a file) or a
// common tool of the server or the owner's computer.
const doc = readRepoFile('docs/deploy.md');

/** Tools the steps use that are not the repository's own. */
const TOOLS = ['cd', 'cp', 'chmod', 'nano', 'git', 'openssl', 'dig', 'ssh', 'scp', 'tar', 'crontab', 'mkdir', 'docker', 'make', 'npm'];
const COMPOSE_FILES = ['docker-compose.yml', 'docker-compose.prod.yml'];
const COMPOSE_COMMANDS = ['up', 'down', 'ps', 'logs', 'exec', 'run', 'cp', 'restart', 'stop', 'start', 'pull', 'build', 'config', 'version'];
/** Compose options followed by a value (the others are flags). */
const OPTIONS_WITH_VALUE = [
  '-f',
  '--file',
  '-p',
  '--project-name',
  '--profile',
  '--env-file',
  '-e',
  '--env',
  '-u',
  '--user',
  '-w',
  '--workdir',
  '--tail',
  '--index',
  '--since',
];
/** Files the steps make, which a clone does not have. */
const CREATED_BY_THE_STEPS = ['.env'];

/** The commands of the ```sh blocks. */
function shellCommands(markdown: string): string[][] {
  return [...markdown.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```$/gm)].flatMap((match) => commandsOf(match[1]));
}

/**
 * Shell lines as commands, split at `&&`, `||`, `;` and `|` outside quotes, quotes taken off the words; continuation
 * lines joined and comments dropped. Enough shell for a guide's commands.
 */
function commandsOf(script: string): string[][] {
  const commands: string[][] = [];
  for (const line of script.replace(/\\\n/g, ' ').split('\n')) {
    let command: string[] = [];
    for (const [, single, double, separator, plain] of line.matchAll(/'([^']*)'|"([^"]*)"|(&&|\|\||[;|])|(#.*$|[^\s'";|&]+|&)/g)) {
      if (separator !== undefined || plain?.startsWith('#')) {
        commands.push(command);
        command = [];
        if (plain?.startsWith('#')) break;
      } else command.push(single ?? double ?? plain);
    }
    commands.push(command);
  }
  return commands.filter((command) => command.length > 0);
}

const makeTargets = [...readRepoFile('Makefile').matchAll(/^([\w.-]+):(?!=)/gm)].map((match) => match[1]);
const npmScripts = (workspace = '.') => Object.keys((JSON.parse(readRepoFile(join(workspace, 'package.json'))) as { scripts: object }).scripts);
const composeServices = new Set(COMPOSE_FILES.flatMap((file) => Object.keys(loadComposeFile(file).services)));
/** Where the app's backups volume is mounted in the image. */
const backupDir = loadComposeFile('docker-compose.yml').services.app.environment?.BACKUP_DIR ?? '';

/** The problems with one command, as readable lines. */
function problems(command: string[]): string[] {
  const [tool, ...args] = command;
  const found: string[] = [];
  if (/^[A-Z_]+=/.test(tool)) return problems(args);
  if (!TOOLS.includes(tool)) found.push(`\`${tool}\` is neither the repository's nor a listed common tool`);
  for (const word of args) {
    const path = word.replace(/^\.\//, '');
    // Build output (backend/dist, frontend/dist) is not in a clone; a command in the image is checked below.
    const looksLikeRepoPath = /^(backend|frontend|docker|docs|scripts|bench)\/(?!dist\/)/.test(path) || /^[\w.-]+\.(ya?ml|md|json|example)$/.test(path);
    if (looksLikeRepoPath && !CREATED_BY_THE_STEPS.includes(path) && !existsSync(join(repoRoot, path))) found.push(`${word} does not exist`);
    // A path in the image's runtime folder (`app:/app/var/…` too) is one in the backups volume.
    const imagePath = word.replace(/^\w+:/, '');
    if (imagePath.startsWith('/app/var') && !imagePath.startsWith(backupDir)) found.push(`${word} is not in the backups volume (${backupDir})`);
  }
  if (tool === 'make') {
    for (const target of args.filter((arg) => !arg.startsWith('-') && !arg.includes('='))) {
      if (!makeTargets.includes(target)) found.push(`make ${target}: no such target in the Makefile`);
    }
  }
  if (tool === 'npm' && args[0] === 'run') {
    const scripts = npmScripts(args.includes('-w') ? args[args.indexOf('-w') + 1] : '.');
    if (!scripts.includes(args[1])) found.push(`npm run ${args[1]}: no such script`);
  }
  if (tool === 'docker') found.push(...composeProblems(args));
  // `ssh host 'commands'`: the commands run on the server, in the clone.
  if (tool === 'ssh' && args.length > 1) found.push(...commandsOf(args.at(-1) ?? '').flatMap(problems));
  return found;
}

function composeProblems(args: string[]): string[] {
  if (args[0] === 'image' && args[1] === 'prune') return [];
  if (args[0] !== 'compose') return [`docker ${args[0]}: only \`docker compose\` (and \`docker image prune\`) is used`];
  const found: string[] = [];
  let index = 1;
  for (; index < args.length && args[index].startsWith('-'); index++) {
    if (['-f', '--file'].includes(args[index]) && !COMPOSE_FILES.includes(args[index + 1]))
      found.push(`compose file ${args[index + 1]} is not one of the repository's`);
    if (OPTIONS_WITH_VALUE.includes(args[index])) index++;
  }
  const subcommand = args[index];
  if (!COMPOSE_COMMANDS.includes(subcommand)) return [...found, `docker compose ${subcommand}: not a compose command this guide expects`];
  const rest: string[] = [];
  for (index++; index < args.length; index++) {
    if (OPTIONS_WITH_VALUE.includes(args[index])) index++;
    else if (!args[index].startsWith('-')) rest.push(args[index]);
  }
  const named =
    subcommand === 'cp'
      ? rest.filter((arg) => arg.includes(':')).map((arg) => arg.split(':')[0])
      : ['exec', 'run'].includes(subcommand)
        ? rest.slice(0, 1)
        : ['up', 'logs', 'restart', 'stop', 'start', 'pull', 'build', 'ps'].includes(subcommand)
          ? rest
          : [];
  for (const service of named) if (!composeServices.has(service)) found.push(`docker compose ${subcommand} ${service}: no such service`);
  if (['exec', 'run'].includes(subcommand) && rest.length > 1) found.push(...containerProblems(rest.slice(1)));
  return found;
}

/** A command run inside the app's image (node:*-slim): Node, npm and Debian's base tools (not make), with what docker/Dockerfile copies. */
function containerProblems([tool, ...args]: string[]): string[] {
  if (tool === 'npm' && args[0] === 'run') return npmScripts('.').includes(args[1]) ? [] : [`npm run ${args[1]}: no such script in package.json`];
  if (tool === 'node') {
    const script = args.find((arg) => !arg.startsWith('-')) ?? '';
    const source = script.replace(/^backend\/dist\/(.*)\.js$/, 'backend/src/$1.ts');
    return source !== script && existsSync(join(repoRoot, source)) ? [] : [`node ${script}: the image has no such script`];
  }
  if (tool === 'ls') return [];
  return [`${tool}: the app's image has node, npm and ls, no ${tool}`];
}

describe('docs/deploy.md', () => {
  const commands = shellCommands(doc);

  it('has shell steps to check', () => {
    expect(commands.length).toBeGreaterThan(10);
    expect(commands).toContainEqual(['docker', 'compose', 'up', '-d', '--build']);
  });

  it('uses only commands, targets, scripts, services and files the repository provides', () => {
    const found = commands.flatMap((command) => problems(command).map((problem) => `${command.join(' ')}: ${problem}`));
    expect(found).toEqual([]);
  });

  it('finds a wrong command when there is one', () => {
    expect(problems(['make', 'no-such-target'])).toHaveLength(1);
    expect(problems(['npm', 'run', 'no-such-script'])).toHaveLength(1);
    expect(problems(['docker', 'compose', 'logs', 'no-such-service'])).toHaveLength(1);
    expect(problems(['docker', 'compose', 'exec', 'app', 'make', 'start'])).toHaveLength(1);
    expect(problems(['docker', 'compose', 'exec', 'app', 'node', 'backend/dist/no-such-script.js'])).toHaveLength(1);
    expect(problems(['docker', 'compose', 'exec', 'app', 'node', 'backend/dist/main.js'])).toEqual([]);
    expect(problems(['cp', 'docker/no-such-file.yml', '.env'])).toHaveLength(1);
    expect(problems(['booking-tool', 'restore'])).toHaveLength(1);
    expect(problems(['ssh', 'root@example.com', 'cd booking && docker compose logs nobody'])).toHaveLength(1);
    expect(problems(['docker', 'compose', 'cp', 'app:/app/var/mail', '.'])).toHaveLength(1);
  });

  it('is linked from the README', () => {
    expect(readRepoFile('README.md')).toContain('](docs/deploy.md)');
  });
});
