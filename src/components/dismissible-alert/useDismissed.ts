import { useState } from 'react';

const DISMISSED = 'dismissed';

function readStored(storageKey: string | undefined): boolean {
  if (!storageKey) return false;
  try {
    return globalThis.localStorage?.getItem(storageKey) === DISMISSED;
  } catch {
    return false; // storage blocked (private mode, policy): the alert simply shows again
  }
}

/** Whether an alert was dismissed, remembered under storageKey in localStorage when given. */
export function useDismissed(storageKey?: string): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => readStored(storageKey));
  const dismiss = () => {
    setDismissed(true);
    if (!storageKey) return;
    try {
      globalThis.localStorage?.setItem(storageKey, DISMISSED);
    } catch {
      // Not remembered; dismissed for this visit only.
    }
  };
  return [dismissed, dismiss];
}
