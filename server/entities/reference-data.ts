import { hubRecordSchema } from '#domain/records/hub';
import { programmeRecordSchema } from '#domain/records/programme';
import { referenceListRecordSchema } from '#domain/records/reference-list';
import { hubs, programmes, referenceLists } from '../db/schema';
import { defineEntity } from '../platform/entities/define';

// Reference data: every signed-in user reads it (forms show hub and programme names);
// system administrators change it (spec §2.3 "/admin": systemdata, programmes).

/** Hubs (local teaching centres). */
export const hubsEntity = defineEntity({
  name: 'hubs',
  label: 'Hub',
  table: hubs,
  inputSchema: hubRecordSchema,
  policy: { view: [], create: ['admin:admin'], update: ['admin:admin'], delete: ['admin:admin'] },
  searchable: ['name', 'city'],
  sortable: ['name', 'city'],
  filterable: ['city'],
  exportColumns: [
    { field: 'id', label: 'Code' },
    { field: 'name', label: 'Name' },
    { field: 'city', label: 'City' },
  ],
});

/** Programmes and their levels (spec §9). */
export const programmesEntity = defineEntity({
  name: 'programmes',
  label: 'Programme',
  table: programmes,
  inputSchema: programmeRecordSchema,
  policy: {
    view: [],
    create: ['programmes:view', 'admin:admin'],
    update: ['programmes:view', 'admin:admin'],
    delete: ['programmes:view', 'admin:admin'],
  },
  searchable: ['id', 'name'],
  sortable: ['id', 'name'],
  filterable: [],
  exportColumns: [
    { field: 'id', label: 'Code' },
    { field: 'name', label: 'Name' },
    { field: 'levels', label: 'Levels', kind: 'list' },
  ],
});

/**
 * The reference lists of system data (terms, residentials, intakes, first-heard sources, ways
 * of first contact): fed to every device, so forms offer and check the current choices offline.
 * Written only by `PUT /api/system-data/lists/:id` (no generic routes: SYNC_ONLY_ENTITIES).
 */
export const referenceListsEntity = defineEntity({
  name: 'reference-lists',
  label: 'Reference list',
  table: referenceLists,
  inputSchema: referenceListRecordSchema,
  policy: { view: [], create: ['admin:admin'], update: ['admin:admin'], delete: ['admin:admin'] },
  searchable: [],
  sortable: ['id'],
  filterable: [],
  exportColumns: [{ field: 'id', label: 'List' }],
});
