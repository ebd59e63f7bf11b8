import { describe, expect, it } from 'vitest';
import { fieldOfRule, fixOf } from './problems';
import { residentialOfRule, residentialVenueRule, residentialVenues } from './residential-venues';

const record = (id: string, name: string, postcode?: string) => ({
  id,
  title: `Residential ${id}`,
  venue: { name, ...(postcode !== undefined ? { postcode } : {}) },
});

describe('residentialVenues', () => {
  it('adds each venue of the residentials once, apart from those the officer lists', () => {
    const listed = [{ id: 'hothorpe-hall', name: 'Hothorpe Hall', postcode: 'LE17 6QX' }];
    const { venues, withoutPostcode } = residentialVenues(listed, [
      record('r1', 'hothorpe hall', 'le176qx'), // the listed one: nothing added
      record('r2', 'The Cove', 'TR7 1AA'),
      record('r3', ' The  Cove ', 'tr7 1aa'), // the same house again
      record('r4', 'Hothorpe Hall', 'NN6 9AA'), // a house of that name elsewhere
    ]);
    expect(venues).toEqual([
      { slug: 'the-cove', name: 'The Cove', postcode: 'TR7 1AA' },
      { slug: 'hothorpe-hall-2', name: 'Hothorpe Hall', postcode: 'NN6 9AA' },
    ]);
    expect(withoutPostcode).toEqual([]);
  });

  it('lists the residentials whose venue has no usable postcode, unless the officer lists it', () => {
    const listed = [{ id: 'abbey', name: 'The Abbey', postcode: 'OX14 3JB' }];
    const { venues, withoutPostcode } = residentialVenues(listed, [
      record('r1', 'Quiet House'),
      record('r2', 'Retreat', 'not a postcode'),
      record('r3', 'The Abbey'),
    ]);
    expect(venues).toEqual([]);
    expect(withoutPostcode).toEqual([
      { residentialId: 'r1', title: 'Residential r1', venueName: 'Quiet House' },
      { residentialId: 'r2', title: 'Residential r2', venueName: 'Retreat' },
    ]);
  });

  it('names the rule of a residential and reads it back', () => {
    expect(residentialVenueRule('residential-1')).toBe('residential-venue:POSTCODE:residential-1');
    expect(residentialOfRule(residentialVenueRule('residential-1'))).toBe('residential-1');
    expect(residentialOfRule('venue:POSTCODE')).toBeUndefined();
  });

  it('is fixed on the residential, and is of the POSTCODE field', () => {
    const rule = residentialVenueRule('residential-1');
    expect(fixOf({ rule, studentId: '' })).toEqual({
      to: '/residentials?residential=residential-1',
      label: 'Residential',
    });
    expect(fieldOfRule(rule)).toBe('POSTCODE');
  });
});
