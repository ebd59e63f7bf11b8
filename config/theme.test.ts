import { describe, expect, it } from 'vitest';
import { brandRamp, buildThemes } from './theme';

describe('brandRamp', () => {
  it('puts the colour itself at 80, darker below and lighter above', () => {
    const ramp = brandRamp('#d81b60');
    expect(ramp[80]).toBe('#d81b60');
    expect(ramp[10]).toBe('#100408');
    // 160 is 90% of the way to white.
    expect(ramp[160]).toBe('#fbe8ef');
  });
});

describe('buildThemes', () => {
  it('makes the light theme on the brand, and a dark one with a lighter brand foreground', () => {
    const { light, dark } = buildThemes('#d81b60');
    expect(light.colorBrandBackground).toBe('#d81b60');
    expect(light.colorNeutralBackground1).toBe('#ffffff');
    expect(dark.colorNeutralBackground1).not.toBe('#ffffff');
    expect(dark.colorBrandForeground1).toBe(brandRamp('#d81b60')[110]);
  });

  it('holds only plain values, so the build can hand it to the browser as JSON', () => {
    const { light, dark } = buildThemes('#336699');
    expect(JSON.parse(JSON.stringify({ light, dark }))).toEqual({ light, dark });
  });
});
