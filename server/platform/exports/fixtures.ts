import type { ExportRequest } from './types';

/** A small student list for the export tests: unicode, nulls, nested fields and every kind. */
export function sampleRequest(): ExportRequest {
  return {
    title: 'Students: Zoë & co',
    fileBaseName: 'students',
    columns: [
      { field: 'name', label: 'Name' },
      { field: 'age', label: 'Age', kind: 'number' },
      { field: 'enrolled', label: 'Enrolled', kind: 'date' },
      { field: 'lastSeen', label: 'Last seen', kind: 'datetime' },
      { field: 'fee', label: 'Fee (£)', kind: 'money' },
      { field: 'active', label: 'Active', kind: 'boolean' },
      { field: 'modules', label: 'Modules', kind: 'list' },
      { field: 'course.hub', label: 'Hub' },
    ],
    rows: [
      {
        name: 'Zoë Ó Briain',
        age: 34,
        enrolled: '2024-09-01',
        lastSeen: new Date(Date.UTC(2025, 0, 2, 13, 45)),
        fee: 123456,
        active: true,
        modules: ['Greek', 'Hebrew'],
        course: { hub: 'Belfast' },
      },
      {
        name: '=HYPERLINK("http://x","y")',
        age: -5,
        enrolled: null,
        lastSeen: undefined,
        fee: -500,
        active: false,
        modules: [],
        course: null,
      },
      { name: null },
    ],
  };
}

/** Many plain rows, enough for several PDF pages. */
export function manyRows(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Student ${index + 1}`,
    age: 20 + (index % 40),
    course: { hub: index % 2 === 0 ? 'North' : 'South' },
  }));
}
