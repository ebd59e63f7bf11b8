import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { moduleFte, padCode } from '#domain/hesa/rules';
import type { ReferenceData } from './data';
import { entity, qualId, yearBounds } from './entities';

// The return's reference entities, written before the students: courses, modules,
// qualifications, the session year and the venues.

/** Course, Module, Qualification and SessionYear: the entities before the students. */
export function referenceEntities(root: XMLBuilder, data: ReferenceData, year: string): void {
  for (const programme of data.programmes) {
    entity(root, 'Course', {
      COURSEID: programme.id,
      COURSETITLE: programme.name,
      QUALID: qualId(programme.id),
    });
  }
  for (const module of data.modules) {
    entity(root, 'Module', {
      MODID: module.id,
      CRDTPTS: padCode(module.credits, 3),
      CRDTSCM: '01',
      FTE: moduleFte(module.credits),
      LEVLPTS: padCode(module.level, 2),
      MTITLE: module.title,
    });
  }
  for (const programme of data.programmes) {
    entity(root, 'Qualification', { QUALID: qualId(programme.id) });
  }
  const bounds = yearBounds(year);
  entity(root, 'SessionYear', {
    SESSIONYEARID: year,
    SYENDDATE: bounds.end,
    SYSTARTDATE: bounds.start,
  });
}

/** A Venue per hub (the hubs are where students are taught). */
export function venues(root: XMLBuilder, data: ReferenceData): void {
  for (const hub of data.hubs) entity(root, 'Venue', { VENUEID: hub.id, VENUENAME: hub.name });
}
