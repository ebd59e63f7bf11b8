import { type LoadProof, proveLoad } from '../api/load-proof';
import { startApiProcess } from './api-process';

/**
 * Issue 17's load proof for `seconds` (60 by default): 50 clients against the real server
 * (`npm start`, demo seed) on the embedded database, then every student counted.
 */
export async function benchLoadProof(seconds = 60): Promise<LoadProof & { passed: boolean }> {
  const api = await startApiProcess();
  try {
    const proof = await proveLoad({ origin: api.origin, cookie: api.cookie, clients: 50, seconds });
    const passed =
      proof.serverErrors === 0 &&
      proof.otherErrors === 0 &&
      proof.miscounted.length === 0 &&
      proof.replayMismatches.length === 0;
    return { ...proof, passed };
  } finally {
    await api.stop();
  }
}
