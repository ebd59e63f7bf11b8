import { formatDate } from '../../../domain/format/dates';
import type { DashboardStatus, DashboardTile, StatusLine } from '../../../domain/forms/dashboard';
import { requestTypeLabel } from '../../../domain/forms/request-types';
import type { StoredStudentRequest } from '../../../domain/records/student-request';
import type { NavGroup } from '../../../domain/ui/routes';
import type { DashboardView, TileLink, TileView } from './view';

interface TileSpec {
  id: DashboardTile | 'student-support' | 'help';
  /** The menu group whose pages the tile links to; else its own links. */
  group?: string;
  title?: string;
  links?: TileLink[];
}

const TILES: readonly TileSpec[] = [
  { id: 'mydetails', group: '/forms/mydetails' },
  {
    id: 'enrolment',
    title: 'Enrolment',
    links: [{ title: 'Policies and enrolment', path: '/forms/enrolment' }],
  },
  { id: 'mitigating-circumstances', group: '/forms/mitigating-circumstances' },
  { id: 'finance', group: '/forms/finance' },
  { id: 'residential', group: '/forms/residential' },
  { id: 'student-support', group: '/forms/student-support' },
  {
    id: 'help',
    title: 'Help',
    links: [{ title: 'Help with the forms area', path: '/forms/help' }],
  },
];

/** The content pages of a reading tile, from the cached lists. */
export interface ReadingLinks {
  links: TileLink[];
  loading: boolean;
}

function readingTile(id: string, title: string, reading: ReadingLinks): TileView {
  const line: StatusLine =
    reading.links.length > 0
      ? { subject: 'Pages', text: `${reading.links.length} to read, also offline`, tone: 'info' }
      : {
          subject: 'Pages',
          text: reading.loading ? 'loading' : 'shown once read while online',
          tone: 'info',
        };
  return { id, title, lines: [line], links: reading.links };
}

/**
 * The dashboard as shown: the tiles of the menu's groups this student may open (with their
 * statuses), the reading tiles, what needs attention and the requests, latest first.
 */
export function dashboardView(input: {
  status: DashboardStatus;
  requests: readonly StoredStudentRequest[];
  groups: readonly NavGroup[];
  studyResources: ReadingLinks;
  policies: ReadingLinks;
}): DashboardView {
  const { status, groups } = input;
  const tiles = TILES.flatMap((tile): TileView[] => {
    const group = tile.group ? groups.find((g) => g.path === tile.group) : undefined;
    if (tile.group && !group) return [];
    const links =
      tile.links ??
      (group?.children ?? []).flatMap((link) =>
        link.path ? [{ title: link.title, path: link.path }] : [],
      );
    const lines = tile.id === 'student-support' || tile.id === 'help' ? [] : status.tiles[tile.id];
    return [{ id: tile.id, title: tile.title ?? group?.title ?? tile.id, lines, links }];
  });
  tiles.push(readingTile('study-resources', 'Study resources', input.studyResources));
  tiles.push(readingTile('policies', 'Policies', input.policies));
  const requests = [...input.requests]
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
    .map((request) => ({
      id: request.id,
      label: `${requestTypeLabel(request.type)} request`,
      status: request.status,
      dates:
        `Made on ${formatDate(request.createdAt ?? '')}` +
        (request.decidedAt ? ` · decided on ${formatDate(request.decidedAt)}` : ''),
      ...(typeof request.decisionReason === 'string' && request.decisionReason
        ? { reason: request.decisionReason }
        : {}),
    }));
  return { attention: status.attention, tiles, requests, unseen: status.unseenDecisions };
}
