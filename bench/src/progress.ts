import cliProgress from 'cli-progress';

export interface Progress {
  advance(by: number): void;
  stop(): void;
}

/**
 * A bar with rate and time left on stderr, so the table on stdout stays
 * clean. cli-progress draws nothing when stderr is not a terminal.
 */
export function startProgress(label: string, total: number): Progress {
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label.padEnd(26)} [{bar}] {percentage}% | {value}/{total} events | {rate}/s | ETA {eta_formatted}`,
      barsize: 24,
      hideCursor: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  const started = performance.now();
  let done = 0;
  bar.start(total, 0, { rate: '0' });
  return {
    advance(by) {
      done += by;
      const seconds = (performance.now() - started) / 1000;
      bar.update(done, { rate: seconds > 0 ? Math.round(done / seconds).toLocaleString('en-IN') : '0' });
    },
    stop() {
      bar.stop();
    },
  };
}
