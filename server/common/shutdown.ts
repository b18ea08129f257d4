/**
 * Runs `stop` once on the first SIGINT or SIGTERM, then exits; a second signal while
 * stopping exits at once, so a stuck shutdown never needs `kill -9`.
 */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handle = () => {
    if (stopping) process.exit(1);
    stopping = true;
    // A stop a failure asked for keeps its exit code (process.exitCode); otherwise 0.
    stop().then(() => process.exit(), () => process.exit(1));
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
