import { describe, expect, it } from 'vitest';
import {
  type DashboardInput,
  dashboardStatus,
  hasEmergencyContact,
  needsIntentions,
  policiesAgreed,
} from './dashboard';

const agreed = {
  codeOfConduct: true,
  studentContract: true,
  safeguarding: true,
  academicConduct: true,
  policyVersion: '2025-1',
};

function input(overrides: Partial<DashboardInput> = {}): DashboardInput {
  return {
    forms: [],
    requests: [],
    engagements: [],
    seenDecisions: [],
    session: '2025-26',
    bursary: true,
    ...overrides,
  };
}

const line = (status: ReturnType<typeof dashboardStatus>, tile: 'mydetails' | 'enrolment') =>
  status.tiles[tile].map((entry) => `${entry.subject} — ${entry.text}`);

describe('dashboardStatus', () => {
  it('asks a new student for policies, enrolment and an emergency contact', () => {
    const status = dashboardStatus(input());
    expect(status.attention.map((item) => item.kind)).toEqual([
      'policies',
      'enrolment',
      'emergency-contacts',
    ]);
    expect(status.attention[1]?.text).toBe('Enrol on 2025-26');
    expect(line(status, 'enrolment')).toEqual([
      'Policies — action needed',
      'Enrolment 2025-26 — not enrolled yet',
    ]);
    expect(line(status, 'mydetails')).toEqual([
      'Personal details — not checked yet',
      'Emergency contacts — not given yet',
      'Learning support — nothing declared',
    ]);
    expect(status.tiles['mitigating-circumstances']).toEqual([
      { subject: 'Requests', text: 'none made', tone: 'info' },
    ]);
    expect(status.tiles.finance[0]?.text).toBe('not started');
    expect(dashboardStatus(input({ bursary: false })).tiles.finance).toEqual([]);
    expect(status.tiles.residential.map((entry) => entry.text)).toEqual([
      'not given yet',
      'not requested',
    ]);
  });

  it('says when policies were agreed, enrolment made and forms saved', () => {
    const status = dashboardStatus(
      input({
        forms: [
          { formId: 'policies-agreed', data: { ...agreed, agreedAt: '2026-09-01T10:00:00Z' } },
          { formId: 'session-enrolled', data: { enrolledAt: '2025-09-02T10:00:00Z' } },
          {
            formId: 'emergency-contacts',
            data: { contacts: [{ name: 'Ruth' }] },
            updatedAt: '2026-08-01T09:00:00Z',
          },
          { formId: 'personal-details', data: { phone: '1' }, updatedAt: '2026-08-03T09:00:00Z' },
          { formId: 'learning-support', data: { needs: [] } },
        ],
      }),
    );
    expect(status.attention).toEqual([]);
    expect(line(status, 'enrolment')).toEqual([
      'Policies — agreed on 2026-09-01',
      'Enrolment 2025-26 — enrolled on 2025-09-02',
    ]);
    expect(line(status, 'mydetails')).toEqual([
      'Personal details — saved on 2026-08-03',
      'Emergency contacts — up to date',
      'Learning support — saved',
    ]);
  });

  it("counts only this session's enrolment: last year's asks again", () => {
    const lastYear = dashboardStatus(
      input({
        session: '2026-27',
        forms: [{ formId: 'session-enrolled', data: { enrolledAt: '2025-09-02T10:00:00Z' } }],
      }),
    );
    expect(line(lastYear, 'enrolment')).toContain('Enrolment 2026-27 — not enrolled yet');
    expect(lastYear.attention.map((item) => item.kind)).toContain('enrolment');
    // Enrolment for 2026-27 opens in June 2026.
    const early = dashboardStatus(
      input({
        session: '2026-27',
        forms: [{ formId: 'session-enrolled', data: { enrolledAt: '2026-06-03T10:00:00Z' } }],
      }),
    );
    expect(line(early, 'enrolment')).toContain('Enrolment 2026-27 — enrolled on 2026-06-03');
  });

  it('shows agreement made on this device, not yet sent, without a date', () => {
    const status = dashboardStatus(
      input({
        forms: [
          { formId: 'policies-agreed', data: agreed },
          { formId: 'session-enrolled', data: {} },
        ],
      }),
    );
    expect(line(status, 'enrolment')).toEqual([
      'Policies — agreed',
      'Enrolment 2025-26 — enrolled',
    ]);
  });

  it('asks for intentions only when an engagement needs them', () => {
    const current = [{ status: 'Current', level: '4A' }];
    const asked = dashboardStatus(input({ engagements: current }));
    expect(asked.attention.map((item) => item.kind)).toContain('intentions');
    expect(asked.tiles.enrolment.at(-1)).toEqual({
      subject: 'Plans for next year',
      text: 'please tell us',
      tone: 'action',
    });
    const given = dashboardStatus(
      input({
        engagements: current,
        forms: [{ formId: 'intentions', data: { intentions: [] } }],
      }),
    );
    expect(given.attention.map((item) => item.kind)).not.toContain('intentions');
    expect(given.tiles.enrolment.at(-1)?.text).toBe('given');
    const finalYear = dashboardStatus(
      input({ engagements: [{ status: 'Current', level: 'BA6B' }] }),
    );
    expect(finalYear.tiles.enrolment).toHaveLength(2);
  });

  it('counts pending and decided requests, and the decisions not yet seen', () => {
    const status = dashboardStatus(
      input({
        requests: [
          { id: 'a', type: 'recording', status: 'Pending' },
          { id: 'b', type: 'recording', status: 'Pending' },
          { id: 'c', type: 'study-break', status: 'Rejected', decidedAt: '2026-01-01' },
          { id: 'd', type: 'withdrawal', status: 'Approved' },
          { id: 'e', type: 'recording', status: 'Withdrawn' },
        ],
        seenDecisions: ['d'],
      }),
    );
    expect(status.tiles['mitigating-circumstances'].map((entry) => entry.text)).toEqual([
      '2 requests pending',
      '2 requests decided',
    ]);
    expect(status.unseenDecisions).toEqual(['c']);
    expect(status.attention.at(-1)).toEqual({
      kind: 'decisions',
      text: '1 request decided: see the outcome',
    });
    const onlyDecided = dashboardStatus(
      input({ requests: [{ id: 'd', type: 'withdrawal', status: 'Approved' }] }),
    );
    expect(onlyDecided.tiles['mitigating-circumstances'].map((entry) => entry.text)).toEqual([
      '1 request decided',
    ]);
  });
});

describe('form rules', () => {
  it('needs at least one emergency contact', () => {
    expect(hasEmergencyContact(undefined)).toBe(false);
    expect(hasEmergencyContact({ formId: 'emergency-contacts', data: null })).toBe(false);
    expect(hasEmergencyContact({ formId: 'emergency-contacts', data: { contacts: [] } })).toBe(
      false,
    );
    expect(hasEmergencyContact({ formId: 'emergency-contacts', data: { contacts: [{}] } })).toBe(
      true,
    );
  });

  it('needs all four policies ticked', () => {
    expect(policiesAgreed(undefined)).toBe(false);
    expect(
      policiesAgreed({ formId: 'policies-agreed', data: { ...agreed, safeguarding: false } }),
    ).toBe(false);
    expect(policiesAgreed({ formId: 'policies-agreed', data: agreed })).toBe(true);
  });

  it('reads intentions from the engagements, nothing while they are unknown', () => {
    expect(needsIntentions(undefined)).toBe(false);
    expect(needsIntentions([{ status: 'Completed', level: '5A' }])).toBe(false);
    expect(needsIntentions([{ status: 'IoS', level: '6B' }])).toBe(true);
  });
});
