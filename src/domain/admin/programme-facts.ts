import { levelOfCode } from '../programmes/level-codes';
import {
  CREDITS_PER_LEVEL,
  type ExitAward,
  isProgrammeCode,
  isTransferableAtEnd,
} from '../programmes/programmes';

// What the Programmes screen shows of a programme (spec §9), from its stored levels, so a level
// an administrator adds or removes changes the credits, years and exit awards at once.

/** The exit award reached by completing a level, when the programme goes on after it. */
const EXIT_AFTER: Readonly<Record<string, ExitAward>> = {
  '4B': 'CertHE',
  '5B': 'DipHE',
  '6A': 'GradCert',
  '7A': 'PGCert',
  '7B': 'PGDip',
};

/** The facts of a programme: credits, years by pace, exit awards, transferability. */
export interface ProgrammeFacts {
  credits: number;
  /** Years at part-time pace (spec §9: MA 2, others floor(credits / 60)). */
  yearsPartTime: number;
  /** Years at the standard or extended pace: MA 3; spec §9 gives no rule for the others. */
  yearsOtherPaces: number | null;
  /**
   * Awards a student may leave with before the end: each award of spec §9's list whose level is
   * completed before the programme's last level (our reading: CertHE after 4B, DipHE after 5B,
   * GradCert after 6A, PGCert after 7A, PGDip after 7B), never the programme's own award.
   */
  exitAwards: ExitAward[];
  /** False for BA, the GradDip variants and MA (spec §9). */
  transferableAtEnd: boolean;
  /** ROA is the one non-standard programme (spec §9). */
  nonStandard: boolean;
}

/** The facts of a programme from its code and its levels in study order. */
export function programmeFacts(programme: {
  id: string;
  levels: readonly string[];
}): ProgrammeFacts {
  const credits = programme.levels.length * CREDITS_PER_LEVEL;
  const isMa = programme.id === 'MA';
  const beforeLast = programme.levels.slice(0, -1).map((code) => levelOfCode(code));
  const exitAwards = beforeLast
    .map((level) => (level ? EXIT_AFTER[level] : undefined))
    .filter((award): award is ExitAward => award !== undefined && award !== programme.id);
  return {
    credits,
    yearsPartTime: isMa ? 2 : Math.floor(credits / CREDITS_PER_LEVEL),
    yearsOtherPaces: isMa ? 3 : null,
    exitAwards: [...new Set(exitAwards)],
    transferableAtEnd: isProgrammeCode(programme.id) ? isTransferableAtEnd(programme.id) : true,
    nonStandard: programme.id === 'ROA',
  };
}
