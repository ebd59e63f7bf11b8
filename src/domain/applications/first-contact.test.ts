import { describe, expect, it } from 'vitest';
import { firstContactCombined } from './first-contact';

describe('firstContactCombined', () => {
  it.each([
    [{ firstHeard: 'Facebook', firstContact: 'KTE' }, 'Facebook / KTE'],
    [{ firstHeard: 'Facebook' }, 'Facebook'],
    [{ firstContact: 'Hub Open night' }, 'Hub Open night'],
    [{ firstHeard: '  Friend ', firstContact: ' Contact HD ' }, 'Friend / Contact HD'],
    [{ firstHeard: 'KTE', firstContact: 'kte' }, 'KTE'],
    [{ firstHeard: '', firstContact: 'Leaders forum' }, 'Leaders forum'],
    [{ firstHeard: '   ', firstContact: null }, undefined],
    [{ firstHeard: null, firstContact: null }, undefined],
    [{}, undefined],
  ])('%j → %s', (sources, expected) => {
    expect(firstContactCombined(sources)).toBe(expected);
  });
});
