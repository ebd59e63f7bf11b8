import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadConfig } from '../../config/load';
import { buildReturn } from '../../server/features/hesa/build';
import { checkReturn } from '../../server/features/hesa/check';
import type { AppContext } from '../../server/platform/app-context';
import { DEFAULT_SESSION_POLICY } from '../../server/platform/auth/sessions';
import { academicYearOf } from '../../src/domain/calendar/academic-year';
import { benchDatabase } from './server';

// Issue 22: the HESA Data Futures export at growing numbers of students. The goal is streaming:
// time grows with the students, memory stays flat. Figures are ratios to the smallest scale,
// measured in the same run (the machine is shared).

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

export interface HesaScaleFigures {
  students: number;
  /** Students written to the return (those with an engagement running in the year). */
  written: number;
  ms: number;
  bytes: number;
  /** Growth of the live heap (V8 heap + buffers, after GC) over the figure before, in MB. */
  peakHeapMb: number;
  /** The readiness check (checkReturn: the export's rules, nothing written), in ms. */
  checkMs: number;
  /** Students the check went through. */
  checked: number;
}

async function measure(context: AppContext, year: string) {
  const live = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external + usage.arrayBuffers;
  };
  // Timed on its own; then built again while the live heap is probed after a full GC every
  // 20 ms (between the build's awaits): a plain sample would mostly measure garbage.
  const started = performance.now();
  const summary = await buildReturn(context, year);
  const ms = performance.now() - started;
  collectGarbage();
  const before = live();
  let peak = before;
  const timer = setInterval(() => {
    collectGarbage();
    peak = Math.max(peak, live());
  }, 20);
  await buildReturn(context, year);
  clearInterval(timer);
  return { summary, ms, peakHeapMb: (peak - before) / 1_000_000 };
}

/** Seeds each scale into a fresh embedded database and builds this academic year's return. */
export async function benchHesa(scales: readonly number[] = [1000, 5000]) {
  const year = academicYearOf(new Date()).title;
  const config = await loadConfig();
  const figures: HesaScaleFigures[] = [];
  for (const students of scales) {
    const bench = await benchDatabase({ students, applications: Math.round(students / 10) });
    const evidenceDir = await mkdtemp(join(tmpdir(), 'collegium-bench-hesa-'));
    const context: AppContext = {
      db: bench.database.db,
      config,
      sessionPolicy: DEFAULT_SESSION_POLICY,
      secureCookies: false,
      publicUrl: 'http://127.0.0.1',
      mailer: { send: async () => {} },
      evidenceDir,
    };
    try {
      await buildReturn(context, year); // warm-up: the code paths and the database's caches
      const { summary, ms, peakHeapMb } = await measure(context, year);
      // The readiness check (the daily job, "Check now"): timed after a warm-up of its own.
      await checkReturn(context.db, year);
      const checkStarted = performance.now();
      const check = await checkReturn(context.db, year);
      figures.push({
        students,
        written: summary.counts.students,
        ms,
        bytes: summary.bytes,
        peakHeapMb,
        checkMs: performance.now() - checkStarted,
        checked: check.students.length,
      });
    } finally {
      await bench.close();
      await rm(evidenceDir, { recursive: true, force: true });
    }
  }
  return { year, figures };
}

/** Prints the figures: time per student as a ratio to the first scale, memory to the file's size. */
export function reportHesa({ year, figures }: Awaited<ReturnType<typeof benchHesa>>): void {
  const [first] = figures;
  if (!first) return;
  const perStudent = (figure: HesaScaleFigures) => figure.ms / Math.max(1, figure.written);
  console.log(`\nHESA Data Futures export of ${year} (embedded PGlite), built to its file`);
  console.table(
    figures.map((figure) => ({
      'students seeded': figure.students,
      'students in the return': figure.written,
      ms: Math.round(figure.ms),
      'ms per student': perStudent(figure).toFixed(2),
      'ratio ms per student to the smallest scale (≈1: linear)': (
        perStudent(figure) / perStudent(first)
      ).toFixed(2),
      'file MB': (figure.bytes / 1_000_000).toFixed(1),
      'peak heap growth MB': figure.peakHeapMb.toFixed(1),
      // A build holding the whole file in memory would be ≥ 1.
      'ratio heap growth to file size (streaming: ≪ 1)': (
        figure.peakHeapMb / Math.max(0.001, figure.bytes / 1_000_000)
      ).toFixed(2),
    })),
  );
  const checkPerStudent = (figure: HesaScaleFigures) =>
    figure.checkMs / Math.max(1, figure.checked);
  console.log(`\nHESA readiness check of ${year} (checkReturn: the export's rules, no file)`);
  console.table(
    figures.map((figure) => ({
      'students seeded': figure.students,
      'students checked': figure.checked,
      ms: Math.round(figure.checkMs),
      'ms per student': checkPerStudent(figure).toFixed(2),
      'ratio ms per student to the smallest scale (≈1: linear)': (
        checkPerStudent(figure) / checkPerStudent(first)
      ).toFixed(2),
    })),
  );
}
