/**
 * Mail the explorer sends (email confirmation, watch-list notifications). Every message is
 * kept in the outbox table; with ACCOUNT_SMTP_URL it is also sent through that server
 * (nodemailer), else it is written to the log, so a fresh machine still shows what went out.
 * The outbox keeps the newest ACCOUNT_EMAIL_OUTBOX_LIMIT messages; older ones go.
 */
import nodemailer from 'nodemailer';

import type { Logger } from '../common/logger';
import type { Queryable } from '../db';
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
      const [ row ] = await db.query<{ id: number }>(
        'INSERT INTO account_email_outbox (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id',
        [ message.to, message.subject, message.text ]);
      await db.query(
        'DELETE FROM account_email_outbox WHERE id < (SELECT id FROM account_email_outbox ORDER BY id DESC OFFSET $1 LIMIT 1)',
        [ config.emailOutboxLimit - 1 ]);
      if (!transport) {
        log.warn({ to: message.to, subject: message.subject, body: message.text }, 'no SMTP server configured (ACCOUNT_SMTP_URL): mail kept in the outbox');
        return { sent: false };
      }
      try {
        await transport.sendMail({ from: config.emailFrom, to: message.to, subject: message.subject, text: message.text });
        await db.query('UPDATE account_email_outbox SET sent_at = now() WHERE id = $1', [ row.id ]);
        return { sent: true };
      } catch (error) {
        const reason = (error as Error).message;
        log.warn({ to: message.to, err: reason }, 'mail could not be sent');
        await db.query('UPDATE account_email_outbox SET error = $2 WHERE id = $1', [ row.id, reason.slice(0, 500) ]);
        return { sent: false };
      }
    },
  };
}
