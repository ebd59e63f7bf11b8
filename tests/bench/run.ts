import { benchPermissions } from './permissions.bench';

// `npm run bench`: figures, and each as a ratio to the baseline of its group, measured in the
// same run (machines here are shared and noisy: only ratios compare between runs).
const figures = await benchPermissions();
console.log('\nPermission checks (per second, over every known permission)');
console.table(
  figures.map((figure) => ({
    benchmark: figure.name,
    'checks/s': Math.round(figure.opsPerSecond).toLocaleString('en-GB'),
    'ratio to baseline': figure.ratio.toFixed(2),
  })),
);
