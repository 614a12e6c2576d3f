import cliProgress from 'cli-progress';

export interface ProgressBar {
  increment(by?: number): void;
  /** Stops the bar and prints a summary line (count, seconds, rate). */
  finish(): void;
}

/**
 * A progress bar with count, rate and time left, on stderr. Where stderr is
 * not a terminal (CI, logs) the bar stays silent and only the summary line is
 * printed, so logs are not flooded with redraws.
 */
export function startProgressBar(label: string, total: number, unit = 'events'): ProgressBar {
  const started = performance.now();
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {value}/{total} ${unit} | {rate}/s | ETA {eta_formatted}`,
      barsize: 28,
      hideCursor: true,
      etaBuffer: 200,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { rate: '0' });
  let done = 0;
  return {
    increment(by = 1) {
      done += by;
      const seconds = (performance.now() - started) / 1000;
      bar.increment(by, { rate: seconds > 0 ? Math.round(done / seconds).toLocaleString('en-IN') : '0' });
    },
    finish() {
      bar.stop();
      const seconds = (performance.now() - started) / 1000;
      const rate = seconds > 0 ? Math.round(done / seconds) : done;
      process.stderr.write(`${label}: ${done} ${unit} in ${seconds.toFixed(2)} s (${rate}/s)\n`);
    },
  };
}
