// Outgoing email and SMS. Production adapters: SMTP (nodemailer) and an HTTP SMS gateway.
// Development: an outbox file the developer (and the tests) can read. Messages carry one-time
// codes and approval or link tokens: their text goes to the recipient (or the outbox file) only,
// never to the server log.
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { stripControls } from '../nul-guard';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (an applicant's resume to the employer). */
  attachments?: EmailAttachment[];
}

export interface SmsMessage {
  to: string;
  text: string;
}

export interface EmailSender {
  sendEmail(message: EmailMessage): Promise<void>;
}

export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>;
}

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  /** The attachments' names, types and sizes (their content is not written out). */
  attachments?: { filename: string; contentType: string; size: number }[];
  at: string;
}

/**
 * A recipient or subject fit for a mail header: no CR/LF or other control characters, whatever a
 * caller passes (request fields are cleaned already; this is the last line of defence against
 * header injection).
 */
export function headerText(text: string): string {
  return stripControls(text).trim();
}

/** A recipient as the log may show it: enough to tell messages apart, not the whole contact. */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to.slice(0, 1)}***${to.slice(at)}`;
  if (to.length <= 4) return '***';
  return `${'*'.repeat(to.length - 3)}${to.slice(-3)}`;
}

/**
 * Appends every message as one JSON line to `<dir>/outbox.jsonl`. The log says only that a
 * message was written, with its channel and masked recipient: the text holds codes and tokens.
 */
export class Outbox implements EmailSender, SmsSender {
  readonly file: string;

  constructor(
    private readonly dir: string,
    private readonly logger: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {
    this.file = join(dir, 'outbox.jsonl');
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    await this.append({
      channel: 'email',
      to: headerText(message.to),
      subject: headerText(message.subject),
      text: message.text,
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map(({ filename, contentType, content }) => ({
              filename: headerText(filename),
              contentType,
              size: content.length,
            })),
          }
        : {}),
      at: this.at(),
    });
  }

  async sendSms(message: SmsMessage): Promise<void> {
    await this.append({
      channel: 'sms',
      to: headerText(message.to),
      text: message.text,
      at: this.at(),
    });
  }

  private at(): string {
    return this.clock.now().toISOString();
  }

  private async append(entry: OutboxEntry): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await appendFile(this.file, `${JSON.stringify(entry)}\n`, 'utf8');
    this.logger.info(
      { outbox: { channel: entry.channel, to: maskRecipient(entry.to) } },
      `${entry.channel} to ${maskRecipient(entry.to)} written to the outbox`,
    );
  }
}

export class SmtpEmailSender implements EmailSender {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: headerText(message.to),
      subject: headerText(message.subject),
      text: message.text,
      attachments: message.attachments?.map(({ filename, contentType, content }) => ({
        filename: headerText(filename),
        contentType,
        content,
      })),
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** Generic SMS gateway: POST JSON `{to, text}` with an optional bearer token. */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | null,
  ) {}

  async sendSms(message: SmsMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const response = await fetch(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: headerText(message.to), text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

export interface Delivery {
  email: EmailSender;
  sms: SmsSender;
  outbox: Outbox;
  close(): void;
}

export function createDelivery(config: Config, logger: FastifyBaseLogger, clock: Clock): Delivery {
  const outbox = new Outbox(config.outboxDir, logger, clock);
  const smtp = config.smtpUrl ? new SmtpEmailSender(config.smtpUrl, config.mailFrom) : null;
  const sms =
    config.smsProvider === 'http' && config.smsHttpUrl
      ? new HttpSmsSender(config.smsHttpUrl, config.smsHttpToken)
      : outbox;
  return {
    email: smtp ?? outbox,
    sms,
    outbox,
    close: () => smtp?.close(),
  };
}
