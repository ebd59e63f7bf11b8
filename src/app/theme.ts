import {
  type BrandVariants,
  createDarkTheme,
  createLightTheme,
  type Theme,
} from '@fluentui/react-components';
import { college } from '../deployment';

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map(
    (index) => (from[index] ?? 0) + ((to[index] ?? 0) - (from[index] ?? 0)) * amount,
  ) as Rgb;
}

/**
 * Fluent's 16-step brand ramp from one colour: darker towards 10, the colour itself at 80,
 * lighter towards 160 (the spec's pink primary, §9 "UI").
 */
export function brandRamp(hex: string): BrandVariants {
  const base = parse(hex);
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
  const entries = steps.map((step) => {
    const colour =
      step <= 80
        ? mix([16, 4, 8], base, (step - 10) / 70 + 0.0)
        : mix(base, [255, 255, 255], ((step - 80) / 80) * 0.9);
    return [step, toHex(colour)];
  });
  return Object.fromEntries(entries) as BrandVariants;
}

const brand = brandRamp(college.theme.primary);

/** The light theme: pink brand, with the college's secondary and info colours kept for accents. */
export const lightTheme: Theme = { ...createLightTheme(brand) };
/** The dark theme, with the brand lightened for contrast on dark backgrounds. */
export const darkTheme: Theme = {
  ...createDarkTheme(brand),
  colorBrandForeground1: brand[110],
  colorBrandForeground2: brand[120],
};
