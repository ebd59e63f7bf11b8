// Money is integer pence everywhere in the domain; pounds exist only as display text.

const GROUPED_INTEGER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  // No '-0.0%' for tiny negatives that round to zero.
  signDisplay: 'negative',
});

/**
 * Integer pence as pounds: '£1,234.50', negatives '-£1,234.50' (spec §9: £ with two decimals).
 * Fractional pence are rounded to the nearest penny; null, undefined or non-finite give ''.
 */
export function formatMoney(pence: number | null | undefined): string {
  if (pence === null || pence === undefined || !Number.isFinite(pence)) return '';
  const rounded = Math.round(pence);
  const absolute = Math.abs(rounded);
  // Integer arithmetic on pence avoids binary-fraction errors of pounds (0.1 + 0.2).
  const pounds = GROUPED_INTEGER.format(Math.trunc(absolute / 100));
  const pennies = String(absolute % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}£${pounds}.${pennies}`;
}

/** Convert a decimal pounds amount (e.g. from a form or an external service) to integer pence. */
export function poundsToPence(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new RangeError(`Invalid amount: ${pounds}`);
  // toFixed(6) first: 1.005 * 100 is 100.49999… as a double but means 100.5 pence.
  const pence = Math.round(Number((Math.abs(pounds) * 100).toFixed(6)));
  // Half a penny rounds away from zero; `|| 0` turns -0 into 0.
  return Math.sign(pounds) * pence || 0;
}

/** Options of formatPercent. */
export interface PercentOptions {
  /** The value is a ratio (0.5 = 50%) instead of a percentage (50 = 50%). */
  readonly ratio?: boolean;
}

/**
 * A percentage with one decimal (spec §9): formatPercent(12.345) → '12.3%'.
 * Input is already a percentage unless { ratio: true }; null, undefined or non-finite give ''.
 */
export function formatPercent(
  value: number | null | undefined,
  options: PercentOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const percent = options.ratio ? value * 100 : value;
  return `${ONE_DECIMAL.format(percent)}%`;
}
