import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The scaled edition's containers write their logs (the gateway's access log
 * holds client addresses) to Docker, whose default driver keeps them until the
 * container is removed. The privacy page promises technical logs are kept 90
 * days, so every service rotates its logs (issue 16 point 6). Read as text:
 * the compose file's shape is simple and stable enough, and no YAML parser
 * is a dependency of this workspace.
 */
const compose = readFileSync(new URL('../../compose/docker-compose.yml', import.meta.url), 'utf8');

/** Each service's block of lines, by name (between `services:` and `volumes:`). */
function serviceBlocks(text: string): Map<string, string> {
  const section = text.slice(text.indexOf('\nservices:\n'), text.indexOf('\nvolumes:\n'));
  const blocks = new Map<string, string>();
  let name: string | null = null;
  for (const line of section.split('\n')) {
    const header = /^ {2}([a-z][a-z-]*):$/.exec(line);
    if (header) name = header[1]!;
    else if (name) blocks.set(name, `${blocks.get(name) ?? ''}${line}\n`);
  }
  return blocks;
}

describe('compose log rotation', () => {
  it('defines one logging setting that rotates by size', () => {
    const anchor = /\nx-logging: &logging\n((?: {2}.*\n)+)/.exec(compose)?.[1] ?? '';
    expect(anchor).toMatch(/^ {2}driver: (local|json-file)$/m);
    expect(anchor).toMatch(/^ {4}max-size: \d+[km]$/m);
    expect(anchor).toMatch(/^ {4}max-file: "\d+"$/m);
  });

  it('applies it to every service, the gateway and the servers included', () => {
    const blocks = serviceBlocks(compose);
    expect([...blocks.keys()]).toEqual(expect.arrayContaining(['gateway', 'write-api', 'read-api', 'redis']));
    const without = [...blocks]
      .filter(([, block]) => !/^ {4}logging: \*logging$/m.test(block))
      .map(([n]) => n);
    expect(without).toEqual([]);
  });
});
