import { describe, expect, it } from 'vitest';
import {
  AUTO_APPROVED_REASON,
  EVIDENCE_REQUIRED_MESSAGE,
  EXTENSION_LENGTH_LABELS,
  EXTENSION_LENGTHS,
  type ExtensionLength,
  extendedDueDate,
  extensionLengthSchema,
  extensionNeedsEvidence,
  extensionRequestSchema,
  extensionRequestSchemaFor,
  extensionSubjectKey,
  isAutoApproved,
} from './extensions';

describe('extension lengths', () => {
  it('lists 7, 14, 21 days and more than 21 (spec §9)', () => {
    expect(EXTENSION_LENGTHS).toEqual([7, 14, 21, 'more']);
    expect(EXTENSION_LENGTH_LABELS).toEqual({
      7: '7 days (auto)',
      14: '14 days',
      21: '21 days',
      more: 'More than 21 days',
    });
  });

  it.each([
    [7, true],
    ['more', true],
    [28, false],
    ['7', false],
    [null, false],
  ])('schema accepts %j: %s', (value, ok) => {
    expect(extensionLengthSchema.safeParse(value).success).toBe(ok);
  });
});

describe('extensionNeedsEvidence and isAutoApproved', () => {
  it.each<[ExtensionLength, string, boolean]>([
    [7, 'extensions', false],
    [14, 'extensions', true],
    [21, 'extensions', true],
    ['more', 'extensions', true],
    [7, 'partner-extensions', true],
    [7, 'Extensions', true],
    [7, '', true],
    [14, 'partner-extensions', true],
  ])('%s days in mode %j needs evidence: %s', (length, mode, expected) => {
    expect(extensionNeedsEvidence({ length, mode })).toBe(expected);
    expect(isAutoApproved({ length, mode })).toBe(!expected);
  });
});

describe('extensionRequestSchema', () => {
  const base = { mode: 'extensions', reason: 'Illness' };

  it('accepts a 7-day plain request without evidence', () => {
    expect(extensionRequestSchema.parse({ ...base, length: 7 })).toEqual({
      mode: 'extensions',
      length: 7,
      reason: 'Illness',
    });
  });

  it('defaults to plain extensions mode', () => {
    const parsed = extensionRequestSchema.parse({ length: 7, reason: 'Illness' });
    expect(parsed.mode).toBe('extensions');
  });

  it.each<[ExtensionLength, string, string | undefined]>([
    [14, 'extensions', undefined],
    ['more', 'extensions', '   '],
    [7, 'partner-extensions', undefined],
    [21, 'extensions', ''],
  ])('rejects %s days in mode %s with evidence %j', (length, mode, evidence) => {
    const result = extensionRequestSchema.safeParse({ ...base, mode, length, evidence });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['evidence'], message: EVIDENCE_REQUIRED_MESSAGE }),
    ]);
  });

  it('accepts a longer request with evidence, trimmed', () => {
    const parsed = extensionRequestSchema.parse({ ...base, length: 21, evidence: ' GP letter ' });
    expect(parsed.evidence).toBe('GP letter');
  });

  it('requires a reason', () => {
    const result = extensionRequestSchema.safeParse({ ...base, length: 7, reason: ' ' });
    expect(result.error?.issues[0]?.message).toBe('Please give a reason for the extension');
  });

  it('rejects an unknown length', () => {
    expect(extensionRequestSchema.safeParse({ ...base, length: 10 }).success).toBe(false);
  });
});

describe('extensionRequestSchemaFor (files as evidence)', () => {
  const base = { mode: 'extensions', reason: 'Illness', length: 14 };

  it('counts referenced evidence files as evidence', () => {
    const parsed = extensionRequestSchema.parse({ ...base, evidenceFileIds: ['file-1'] });
    expect(parsed.evidenceFileIds).toEqual(['file-1']);
    expect(extensionRequestSchema.safeParse({ ...base, evidenceFileIds: [] }).success).toBe(false);
  });

  it('counts files attached to the request as evidence', () => {
    expect(extensionRequestSchemaFor(1).safeParse(base).success).toBe(true);
    expect(extensionRequestSchemaFor(0).safeParse(base).success).toBe(false);
  });
});

describe('extension subjects and dates', () => {
  it('keys a request by engagement, session and module instance', () => {
    expect(
      extensionSubjectKey({ engagementId: 'e1', sessionId: '2026-27', moduleInstanceId: 'm1' }),
    ).toBe('e1/2026-27/m1');
    expect(AUTO_APPROVED_REASON).toBe('Approved automatically: 7-day extension');
  });

  it.each<[ExtensionLength, string, string | null]>([
    [7, 'Approved', '2027-01-22'],
    [21, 'Approved', '2027-02-05'],
    ['more', 'Approved', null],
    [14, 'Pending', null],
    [14, 'Rejected', null],
  ])('%s days %s moves 2027-01-15 to %s', (length, status, expected) => {
    expect(extendedDueDate('2027-01-15', length, status)).toBe(expected);
  });
});
