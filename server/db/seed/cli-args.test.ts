import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './cli-args';

describe('seed command arguments', () => {
  it('default to the design sizes and reference date', () => {
    expect(parseSeedArgs([])).toEqual({
      students: 1500,
      applications: 2000,
      referenceDate: '2026-09-01',
    });
  });

  it('take sizes and a reference date', () => {
    expect(
      parseSeedArgs(['--students', '5000', '--applications=10', '--reference-date', '2027-01-05']),
    ).toEqual({ students: 5000, applications: 10, referenceDate: '2027-01-05' });
  });

  it('reject what is not a positive whole number, a date or a known option', () => {
    expect(() => parseSeedArgs(['--students', 'many'])).toThrow(
      '--students must be a positive whole number',
    );
    expect(() => parseSeedArgs(['--students', '2.5'])).toThrow('positive whole number');
    expect(() => parseSeedArgs(['--applications', '0'])).toThrow(
      '--applications must be at least 1',
    );
    expect(() => parseSeedArgs(['--reference-date', '1/9/2026'])).toThrow('YYYY-MM-DD');
    expect(() => parseSeedArgs(['--pupils', '5'])).toThrow(/pupils/);
    expect(() => parseSeedArgs(['--students'])).toThrow();
  });

  it('make the command exit with code 2 and a message on bad input', () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, '--students', '-3'], {
      encoding: 'utf8',
      // Points nowhere usable: the command must stop before opening any database.
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Usage:');
  }, 15_000);
});
