import { describe, expect, it } from 'vitest';
import { addressSchema } from './address';

const address = { address1: '1 High Street', city: 'York', postCode: 'YO1 7HH' };

describe('addressSchema', () => {
  it('accepts an address without the optional lines, trimming text', () => {
    expect(addressSchema.parse(address)).toEqual(address);
    expect(
      addressSchema.parse({ ...address, address2: ' Flat 2 ', county: 'North Yorkshire' }),
    ).toEqual({ ...address, address2: 'Flat 2', county: 'North Yorkshire' });
  });

  it.each([
    ['a missing address1', { city: 'York', postCode: 'YO1 7HH' }],
    ['a blank city', { ...address, city: '   ' }],
    ['a missing postCode', { address1: '1 High Street', city: 'York' }],
    ['an over-long postCode', { ...address, postCode: 'X'.repeat(17) }],
    ['a numeric address2', { ...address, address2: 2 }],
  ])('refuses %s', (_, value) => {
    expect(addressSchema.safeParse(value).success).toBe(false);
  });
});
