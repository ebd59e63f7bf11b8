import { useCallback, useState } from 'react';
import { type ReportChoice, readReportChoice } from '../../../domain/applications/reporting';

// The last report choice stays on this device, so the next visit starts where this one ended.
const STORAGE_KEY = 'collegium.applicationReport';

function load(): ReportChoice {
  try {
    return readReportChoice(JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return readReportChoice(null);
  }
}

/** The report's columns and filters, saved in local storage on every change. */
export function useReportChoice(): [ReportChoice, (next: ReportChoice) => void] {
  const [choice, setChoice] = useState(load);
  const update = useCallback((next: ReportChoice) => {
    setChoice(next);
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  }, []);
  return [choice, update];
}
