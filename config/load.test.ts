import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG_DIR, loadConfig } from './load';

const temporaryDirs: string[] = [];

async function copyOfConfig(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'collegium-config-'));
  temporaryDirs.push(dir);
  for (const file of ['menu.json', 'features.json', 'college.json']) {
    await cp(join(DEFAULT_CONFIG_DIR, file), join(dir, file));
  }
  return dir;
}

async function editJson(dir: string, file: string, edit: (value: unknown) => unknown) {
  const value = JSON.parse(await readFile(join(dir, file), 'utf8'));
  await writeFile(join(dir, file), JSON.stringify(edit(value)));
}

async function problemsOf(dir: string): Promise<string[]> {
  try {
    await loadConfig(dir);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

afterEach(async () => {
  await Promise.all(temporaryDirs.splice(0).map((dir) => rm(dir, { recursive: true })));
});

describe('the shipped configuration', () => {
  it('loads and holds every menu group of spec §2.3–2.5', async () => {
    const config = await loadConfig();
    const names = config.menu.map((module) => module.name);
    for (const name of [
      '',
      'applications',
      'fc-applications',
      'students',
      'mystudents',
      'finance',
      'faculty',
      'modules',
      'leads',
      'alumni',
      'organisations',
      'contacts',
      'fundraising',
      'registrations',
      'reporting',
      'hesa',
      'admin',
      'users',
      'tickets',
      'forms',
    ]) {
      expect(names).toContain(name);
    }
    const students = config.menu.find((module) => module.name === 'students');
    const intentions = students?.items.find((item) => item.to === 'intentions');
    expect(students?.requires).toEqual(['students:menu']);
    expect(intentions?.requires).toEqual([['role:hd', 'role:pd', 'students:recruitment']]);
    const tickets = config.menu.find((module) => module.name === 'tickets');
    expect(tickets?.feature).toBe('helpdesk');
  });

  it('states every feature switch', async () => {
    const { features } = await loadConfig();
    expect(Object.keys(features)).toHaveLength(19);
    expect(features.helpdesk).toBe(true);
  });
});

describe('a bad configuration fails with a clear message', () => {
  it('names a missing file', async () => {
    const dir = await copyOfConfig();
    await rm(join(dir, 'features.json'));
    expect((await problemsOf(dir)).join('\n')).toMatch(/^features\.json: cannot be read as JSON/);
  });

  it('names a file that is not JSON', async () => {
    const dir = await copyOfConfig();
    await writeFile(join(dir, 'college.json'), '{ name: ');
    expect((await problemsOf(dir))[0]).toMatch(/^college\.json: cannot be read as JSON/);
  });

  it('names the field of a bad value, and an unknown permission', async () => {
    const dir = await copyOfConfig();
    await editJson(dir, 'menu.json', (menu) => {
      const modules = menu as { name: string; requires?: string[] }[];
      const students = modules.find((module) => module.name === 'students');
      if (students) students.requires = ['students:menus'];
      return [...modules, { name: 'Bad Name', title: 'x', items: [] }];
    });
    const problems = await problemsOf(dir);
    expect(problems).toContainEqual(
      expect.stringMatching(/^menu\.json: \[\d+\]\.name: A module name/),
    );
    await editJson(dir, 'menu.json', (menu) => (menu as { name: string }[]).slice(0, -1));
    expect(await problemsOf(dir)).toEqual([
      'menu.json: /students: unknown permission "students:menus"',
    ]);
  });

  it('refuses a forgotten or unknown feature switch', async () => {
    const dir = await copyOfConfig();
    await editJson(dir, 'features.json', (features) => {
      const { helpdesk: _removed, ...rest } = features as Record<string, boolean>;
      return { ...rest, teleport: true };
    });
    const problems = (await problemsOf(dir)).join('\n');
    expect(problems).toContain('features.json: helpdesk:');
    expect(problems).toContain('teleport');
    await expect(loadConfig(dir)).rejects.toThrow(/The configuration is not valid/);
  });
});
