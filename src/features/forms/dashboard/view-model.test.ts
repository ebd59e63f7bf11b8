import { describe, expect, it } from 'vitest';
import type { DashboardStatus } from '../../../domain/forms/dashboard';
import type { StoredStudentRequest } from '../../../domain/records/student-request';
import type { NavGroup } from '../../../domain/ui/routes';
import { dashboardView } from './view-model';

const status: DashboardStatus = {
  tiles: {
    mydetails: [{ subject: 'Emergency contacts', text: 'not given yet', tone: 'action' }],
    enrolment: [],
    'mitigating-circumstances': [],
    finance: [{ subject: 'Bursary application', text: 'not started', tone: 'info' }],
    residential: [],
  },
  attention: [{ kind: 'emergency-contacts', text: 'Give an emergency contact' }],
  unseenDecisions: ['r-2'],
};

const group = (title: string, path: string, children: string[]): NavGroup => ({
  title,
  path,
  initials: '',
  children: children.map((child) => ({
    title: child,
    path: `${path}/${child.toLowerCase()}`,
    initials: '',
  })),
});

const request = (id: string, createdAt: string, extra: Partial<StoredStudentRequest> = {}) =>
  ({
    id,
    version: 1,
    studentId: 's-1',
    type: 'extension',
    status: 'Pending',
    data: {},
    createdAt,
    ...extra,
  }) as StoredStudentRequest;

const none = { links: [], loading: false };

describe('dashboardView', () => {
  it("shows a tile for each menu group the student may open, with the group's pages", () => {
    const view = dashboardView({
      status,
      requests: [],
      groups: [group('My details', '/forms/mydetails', ['Personal details', 'Transcript'])],
      studyResources: none,
      policies: none,
    });
    expect(view.tiles.map((tile) => tile.id)).toEqual([
      'mydetails',
      'enrolment',
      'help',
      'study-resources',
      'policies',
    ]);
    const mydetails = view.tiles[0];
    expect(mydetails?.title).toBe('My details');
    expect(mydetails?.lines).toEqual(status.tiles.mydetails);
    expect(mydetails?.links.map((link) => link.title)).toEqual(['Personal details', 'Transcript']);
    expect(view.attention).toEqual(status.attention);
    expect(view.unseen).toEqual(['r-2']);
  });

  it('says how many pages there are to read, or why there are none', () => {
    const view = dashboardView({
      status,
      requests: [],
      groups: [],
      studyResources: {
        links: [{ title: 'Wellbeing', path: '/forms/wellbeing/a' }],
        loading: false,
      },
      policies: { links: [], loading: true },
    });
    const [study, policies] = view.tiles.slice(-2);
    expect(study?.lines[0]?.text).toBe('1 to read, also offline');
    expect(policies?.lines[0]?.text).toBe('loading');
  });

  it('lists requests latest first, with their dates and reason in words', () => {
    const view = dashboardView({
      status,
      requests: [
        request('r-1', '2026-10-01T09:00:00Z'),
        request('r-2', '2026-11-02T09:00:00Z', {
          status: 'Rejected',
          decidedAt: '2026-11-05T10:00:00Z',
          decisionReason: 'No evidence',
        }),
      ],
      groups: [],
      studyResources: none,
      policies: none,
    });
    expect(view.requests).toEqual([
      {
        id: 'r-2',
        label: 'Extension request',
        status: 'Rejected',
        dates: 'Made on 2026-11-02 · decided on 2026-11-05',
        reason: 'No evidence',
      },
      { id: 'r-1', label: 'Extension request', status: 'Pending', dates: 'Made on 2026-10-01' },
    ]);
  });
});
