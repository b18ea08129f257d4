/**
 * Runs once when the Next.js server starts. The check lives in a Node-only module so the edge
 * bundle never sees `process.exit`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitOnInvalidEnv } = await import('./configs/app/exitOnInvalidEnv');
    exitOnInvalidEnv(process.env);
  }
}
