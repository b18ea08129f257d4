/**
 * Mail the explorer sends (email confirmation, watch-list notifications). Every message is
 * kept in the outbox table; with ACCOUNT_SMTP_URL it is also sent through that server
 * (nodemailer), else it is written to the log, so a fresh machine still shows what went out.
 * The outbox keeps the newest ACCOUNT_EMAIL_OUTBOX_LIMIT messages; older ones go.
 */
import nodemailer from 'nodemailer';

import type { Logger } from '../common/logger';
import type { Queryable } from '../db';
import { insertOutboxMail, markOutboxMailFailed, markOutboxMailSent } from '../db/queries/account/emailOutbox';
import type { AccountConfig } from './config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the message is stored and sent (or its failure recorded); never throws for SMTP errors. */
  send(message: MailMessage): Promise<{ sent: boolean }>;
}

const SEND_TIMEOUT_MS = 15_000;

/** `smtp(s)://user:pass@host:port` as transport options, with timeouts so a dead server cannot hold a send. */
function smtpOptions(raw: string) {
  const url = new URL(raw);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname, port: Number(url.port) || (secure ? 465 : 587), secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS, greetingTimeout: SEND_TIMEOUT_MS, socketTimeout: SEND_TIMEOUT_MS,
  };
}

export function createMailer(db: Queryable, config: AccountConfig, logger: Logger): Mailer {
  const log = logger.child({ service: 'mail' });
  const transport = config.smtp ? nodemailer.createTransport(smtpOptions(config.smtp.url)) : null;
  return {
    async send(message) {
      const id = await insertOutboxMail(db, message, config.emailOutboxLimit);
      if (!transport) {
        log.warn({ to: message.to, subject: message.subject, body: message.text }, 'no SMTP server configured (ACCOUNT_SMTP_URL): mail kept in the outbox');
        return { sent: false };
      }
      try {
        await transport.sendMail({ from: config.emailFrom, to: message.to, subject: message.subject, text: message.text });
        await markOutboxMailSent(db, id);
        return { sent: true };
      } catch (error) {
        const reason = (error as Error).message;
        log.warn({ to: message.to, err: reason }, 'mail could not be sent');
        await markOutboxMailFailed(db, id, reason.slice(0, 500));
        return { sent: false };
      }
    },
  };
}
