import cluster, { type Worker } from 'node:cluster';

/**
 * Runs `count` API processes on one port (node:cluster: the primary accepts connections and
 * hands them round-robin to the workers, each a whole server with its own database pool).
 * Resolves once every process listens. A process that ends unexpectedly after it listened is
 * replaced; one that ends before it ever listened (a bad configuration) stops them all rather
 * than restarting in a loop. SIGINT/SIGTERM stop every process, then the primary.
 */
export function runApiProcesses(count: number, env: Record<string, string>): Promise<void> {
  let stopping = false;
  const listening = new Set<Worker>();

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill('SIGTERM');
    });
  }

  return new Promise((resolve, reject) => {
    let ready = false;
    cluster.on('exit', (worker, code, signal) => {
      const wasListening = listening.delete(worker);
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!wasListening) {
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
        reject(new Error(`An API process stopped before it listened (${how})`));
        return;
      }
      console.error(`API process ${worker.process.pid} stopped (${how}); starting another`);
      cluster.fork(env);
    });
    cluster.on('listening', (worker) => {
      listening.add(worker);
      if (!ready && listening.size === count) {
        ready = true;
        resolve();
      }
    });
    for (let index = 0; index < count; index += 1) cluster.fork(env);
  });
}
