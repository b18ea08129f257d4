/**
 * What the browser and the web server tell Sentry, from the run-time configuration: where to
 * send, which deployment and release, and nothing about the visitor.
 */
import config from 'configs/app';

/** The part of Sentry's event we strip; typed loosely so this module needs no Sentry import. */
interface MonitorEvent {
  user?: unknown;
  request?: { cookies?: unknown; headers?: Record<string, string>; data?: unknown; query_string?: unknown };
}

const PERSONAL_HEADERS = [ 'cookie', 'authorization', 'x-csrf-token', 'x-forwarded-for', 'x-real-ip' ];

/** No personal data leaves: no user (ip, id, email), no cookies, no credentials, no bodies. */
export function withoutPersonalData<Event extends MonitorEvent>(event: Event): Event {
  delete event.user;
  if (event.request) {
    delete event.request.cookies;
    delete event.request.data;
    if (event.request.headers) {
      for (const name of Object.keys(event.request.headers)) {
        if (PERSONAL_HEADERS.includes(name.toLowerCase())) delete event.request.headers[name];
      }
    }
  }
  return event;
}

/** Sentry's `init` options, or null with the feature off (no DSN). */
export function sentryOptions() {
  const feature = config.features.sentry;
  if (!feature.isEnabled) return null;
  const { version } = config.app;
  return {
    dsn: feature.dsn,
    environment: feature.environment,
    release: version.gitTag || version.gitCommit || version.frontend,
    sendDefaultPii: false,
    // No performance tracing: it would add trace headers to our API calls (a CORS preflight each).
    tracePropagationTargets: [],
    beforeSend: withoutPersonalData,
  };
}
