import {
  type BrandVariants,
  createDarkTheme,
  createLightTheme,
  type Theme,
} from '@fluentui/tokens';

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

/**
 * The app's light and dark Fluent themes from the college's primary colour. Built once at build
 * time (client-defines.ts): the browser gets the values, not the palettes and code that
 * make them (architecture §7 login budget).
 */
export function buildThemes(primary: string): { light: Theme; dark: Theme } {
  const brand = brandRamp(primary);
  return {
    light: createLightTheme(brand),
    // The brand lightened for contrast on dark backgrounds.
    dark: {
      ...createDarkTheme(brand),
      colorBrandForeground1: brand[110],
      colorBrandForeground2: brand[120],
    },
  };
}
