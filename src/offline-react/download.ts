/** Saves a JSON text as a file the browser downloads ("Export unsent changes"). */
export function downloadJson(text: string, name = 'collegium-unsent-changes'): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
