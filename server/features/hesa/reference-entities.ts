import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { moduleFte, padCode } from '#domain/hesa/rules';
import type { ReferenceData } from './data';
import { entity, qualId, yearBounds } from './entities';

// The return's reference entities, written before the students: courses, modules,
// qualifications, the session year and the venues. The facts our records do not hold (UKPRNs,
// QUALCAT, HECoS subjects, cost centres, postcodes) come from the HESA officer's reference
// facts (reference-facts.ts); a fact not held is left out and listed as missing by the checks.

/** CourseRole.ROLETYPE of the college's own delivery (research notes §2: 202). */
export const DELIVERY_ROLE = '202';

/** Course, Module, Qualification and SessionYear: the entities before the students. */
export function referenceEntities(root: XMLBuilder, data: ReferenceData, year: string): void {
  const ukprn = data.facts.provider.ukprn;
  for (const programme of data.programmes) {
    const course = entity(root, 'Course', {
      COURSEID: programme.id,
      COURSETITLE: programme.name,
      QUALID: qualId(programme.id),
    });
    if (ukprn) {
      entity(course, 'CourseRole', { HESAID: ukprn, ROLETYPE: DELIVERY_ROLE, CRPROPORTION: 100 });
    }
  }
  for (const module of data.modules) {
    const node = entity(root, 'Module', {
      MODID: module.id,
      CRDTPTS: padCode(module.credits, 3),
      CRDTSCM: '01',
      FTE: moduleFte(module.credits),
      LEVLPTS: padCode(module.level, 2),
      MTITLE: module.title,
    });
    const facts = data.facts.module(module.id);
    for (const share of facts.costCentres ?? []) {
      entity(node, 'ModuleCostCentre', { COSTCN: share.code, COSTCNPROPORTION: share.proportion });
    }
    for (const share of facts.subjects ?? []) {
      entity(node, 'ModuleSubject', { MODSBJ: share.code, MODPROPORTION: share.proportion });
    }
  }
  for (const programme of data.programmes) {
    const facts = data.facts.programme(programme.id);
    const node = entity(root, 'Qualification', {
      QUALID: qualId(programme.id),
      QUALCAT: facts.qualcat,
    });
    if (facts.awardingBody) {
      entity(node, 'AwardingBodyRole', { AWARDINGBODYID: facts.awardingBody });
    }
    for (const share of facts.subjects ?? []) {
      entity(node, 'QualificationSubject', {
        QUALSUBJECT: share.code,
        QUALPROPORTION: share.proportion,
      });
    }
  }
  const bounds = yearBounds(year);
  entity(root, 'SessionYear', {
    SESSIONYEARID: year,
    SYENDDATE: bounds.end,
    SYSTARTDATE: bounds.start,
  });
}

/** The VENUEID of a residential venue: its slug, apart from the hubs' ids. */
export const residentialVenueId = (slug: string) => `res-${slug}`;

/**
 * A Venue per hub (the college's own teaching venues: VENUEUKPRN is the college's), per
 * residential venue the officer lists and per other venue of the year's residential records
 * (third-party houses: no UKPRN of ours).
 */
export function venues(root: XMLBuilder, data: ReferenceData): void {
  for (const hub of data.hubs) {
    entity(root, 'Venue', {
      VENUEID: hub.id,
      POSTCODE: data.facts.hub(hub.id).postcode,
      VENUENAME: hub.name,
      VENUEUKPRN: data.facts.provider.ukprn,
    });
  }
  for (const venue of data.facts.venues) {
    entity(root, 'Venue', {
      VENUEID: residentialVenueId(venue.id),
      POSTCODE: venue.postcode,
      VENUENAME: venue.name,
    });
  }
  // The venues of the year's residential records not listed above (issue 23).
  for (const venue of data.residential.venues) {
    entity(root, 'Venue', {
      VENUEID: residentialVenueId(venue.slug),
      POSTCODE: venue.postcode,
      VENUENAME: venue.name,
    });
  }
}
