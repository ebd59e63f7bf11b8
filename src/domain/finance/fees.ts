import type { ProgrammeCode, StudyPace } from '../programmes/programmes';
import type { FeeType } from './payment-terms';

// A year's tuition (spec §2.3 `finance/invoices`: "the tuition fee of the programme and level").
// The college's table lives in the database (`tuition_fees`); these are the defaults it starts
// with. Money is integer pence.

/** A year's full-time tuition by programme, in pence: £2,400 (FC) to £9,250 (undergraduate). */
export const DEFAULT_FULL_TIME_FEES: Readonly<Record<ProgrammeCode, number>> = {
  Ordinand: 600_000,
  FdA: 925_000,
  CCC: 360_000,
  CUC: 480_000,
  CertHE: 925_000,
  BA: 925_000,
  GradCert: 540_000,
  GradDip: 780_000,
  'GradDip-CPL': 780_000,
  'GradDip-SM': 780_000,
  MA: 690_000,
  ROA: 300_000,
  PGDip: 690_000,
  FC: 240_000,
};

/** Short courses are paid as modules (spec §9: modular fees offer InFull and Monthly only). */
export const DEFAULT_FEE_TYPES: Readonly<Partial<Record<ProgrammeCode, FeeType>>> = {
  FC: 'modular',
  ROA: 'modular',
};

/** The least a year costs at any pace: the Foundation Certificate's full-time fee. */
export const MINIMUM_YEAR_FEE_PENCE = DEFAULT_FULL_TIME_FEES.FC;

/**
 * A year's tuition at a pace from the full-time fee: part time pays half, extended two thirds,
 * rounded to whole pounds, never below the minimum year fee (nor above the full-time fee).
 */
export function feeAtPace(fullTimePence: number, pace: StudyPace | string | null): number {
  if (!Number.isSafeInteger(fullTimePence) || fullTimePence < 0) {
    throw new RangeError(`Not a fee in pence: ${fullTimePence}`);
  }
  const share = pace === 'PT' ? 1 / 2 : pace === 'Extended' ? 2 / 3 : 1;
  const atPace = Math.round((fullTimePence * share) / 100) * 100;
  return Math.min(fullTimePence, Math.max(MINIMUM_YEAR_FEE_PENCE, atPace));
}
