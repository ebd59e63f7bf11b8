import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { folderRequestSchema, residentialRequirementsSchema } from './residential';

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
}

describe('residentialRequirementsSchema', () => {
  it('accepts the required answers alone: adjustments, evacuation and other may be absent', () => {
    expect(residentialRequirementsSchema.parse({ dietary: ['None'], accessibility: 'No' })).toEqual(
      {
        dietary: ['None'],
        accessibility: 'No',
      },
    );
  });

  it('accepts a full set of requirements', () => {
    const full = {
      dietary: ['Vegetarian', 'Food allergy'],
      dietaryDetails: 'Severe peanut allergy: I carry an adrenaline pen.',
      accessibility: 'Yes',
      accessibilityDetails: 'Step-free access to my room.',
      adjustments: 'A seat near the front in lectures.',
      evacuation: 'I need help on stairs.',
      other: 'I arrive late on the first evening.',
    };
    expect(residentialRequirementsSchema.parse(full)).toEqual(full);
  });

  it('needs dietary needs (or None) and the accessibility answer', () => {
    expect(issues(residentialRequirementsSchema, { dietary: [] })).toEqual([
      { path: ['dietary'], message: 'Choose your dietary needs, or "None"' },
      {
        path: ['accessibility'],
        message: 'Tell us whether you have any accessibility needs at the venue',
      },
    ]);
  });

  it('refuses None with other needs, and asks for details where the kitchen or venue needs them', () => {
    expect(
      issues(residentialRequirementsSchema, {
        dietary: ['None', 'Other'],
        accessibility: 'Yes',
      }),
    ).toEqual([
      { path: ['dietary'], message: 'Choose "None" only if no other dietary need applies' },
      {
        path: ['dietaryDetails'],
        message:
          'Tell us about your allergy or other dietary need, so the kitchen can cater safely',
      },
      { path: ['accessibilityDetails'], message: 'Tell us what accessibility needs you have' },
    ]);
  });
});

describe('folderRequestSchema', () => {
  const address = { address1: '14 Church Lane', city: 'Leeds', postCode: 'LS6 2AB' };

  it('accepts a digital folder with nothing else', () => {
    expect(folderRequestSchema.parse({ format: 'Digital', delivery: '' })).toEqual({
      format: 'Digital',
      largePrint: false,
      delivery: undefined,
      deliveryAddress: undefined,
    });
  });

  it('accepts a large-print folder posted to an address, or collected', () => {
    expect(
      folderRequestSchema.parse({
        format: 'Print',
        largePrint: true,
        delivery: 'Post',
        deliveryAddress: address,
      }).deliveryAddress,
    ).toEqual(address);
    expect(
      folderRequestSchema.safeParse({ format: 'Print', delivery: 'Collect at the residential' })
        .success,
    ).toBe(true);
  });

  it('asks how and where to send a printed folder', () => {
    expect(issues(folderRequestSchema, { format: 'Print' })).toEqual([
      { path: ['delivery'], message: 'Choose how to receive your printed folder' },
    ]);
    expect(issues(folderRequestSchema, { format: 'Print', delivery: 'Post' })).toEqual([
      {
        path: ['deliveryAddress', 'address1'],
        message: 'Enter the address to post your folder to',
      },
    ]);
  });

  it('refuses large print for a digital folder and a missing format', () => {
    expect(issues(folderRequestSchema, { format: 'Digital', largePrint: true })).toEqual([
      {
        path: ['largePrint'],
        message: 'Large print is for printed folders: choose Print, or untick it',
      },
    ]);
    expect(issues(folderRequestSchema, {})).toEqual([
      { path: ['format'], message: 'Choose a printed or a digital folder' },
    ]);
  });
});
