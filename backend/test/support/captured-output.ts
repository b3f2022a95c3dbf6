/**
 * Collects what the app writes to stdout and stderr (its JSON log lines) instead of printing it, until
 * `restore()`. Pass `LOG_LEVEL` to createTestApp: the tests' default is silent.
 */
export function captureOutput(): { lines(): string[]; clear(): void; restore(): void } {
  let chunks: string[] = [];
  const capture = (stream: NodeJS.WriteStream) => {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: unknown) => {
      chunks.push(String(chunk));
      return true;
    }) as typeof stream.write;
    return () => (stream.write = original);
  };
  const restoreOut = capture(process.stdout);
  const restoreErr = capture(process.stderr);
  return {
    lines: () => chunks.join('').split('\n').filter(Boolean),
    clear: () => (chunks = []),
    restore: () => {
      restoreOut();
      restoreErr();
    },
  };
}
