// Email and SMS: the SMTP server, the SMS gateway and the development outbox.
import { join, resolve } from 'node:path';
import type { Config } from '.';
import { ConfigError, oneOf, variable } from './define';

export const deliveryVariables = [
  variable({
    name: 'SMTP_URL',
    defaultValue: 'unset (emails go to the outbox)',
    meaning: 'SMTP server for emails, e.g. `smtp://user:pass@mail.example.org:587`.',
    field: 'smtpUrl',
    read: (raw) => raw ?? null,
  }),
  variable({
    name: 'MAIL_FROM',
    defaultValue: 'Nclude <no-reply@nclude.local>',
    meaning: 'Sender address of outgoing emails.',
    field: 'mailFrom',
    read: (raw) => raw ?? 'Nclude <no-reply@nclude.local>',
  }),
  variable({
    name: 'SMS_PROVIDER',
    defaultValue: 'outbox',
    meaning: '`outbox` (development) or `http`: POST JSON `{to, text}` to `SMS_HTTP_URL`.',
    field: 'smsProvider',
    read: oneOf(['outbox', 'http'] as const, 'outbox'),
  }),
  variable({
    name: 'SMS_HTTP_URL',
    defaultValue: 'unset',
    meaning: 'Endpoint of the SMS gateway when `SMS_PROVIDER=http`.',
    field: 'smsHttpUrl',
    read: (raw) => raw ?? null,
  }),
  variable({
    name: 'SMS_HTTP_TOKEN',
    defaultValue: 'unset',
    meaning: 'Sent as `Authorization: Bearer <token>` to the SMS gateway.',
    field: 'smsHttpToken',
    read: (raw) => raw ?? null,
  }),
  variable({
    name: 'OUTBOX_DIR',
    defaultValue: '`DATA_DIR/outbox`',
    meaning: 'Development outbox: undelivered emails and SMS are appended to `outbox.jsonl` here.',
    field: 'outboxDir',
    read: (raw, { dataDir }) => resolve(raw ?? join(dataDir, 'outbox')),
  }),
] as const;

/** Settings that only make sense together. */
export function checkDelivery(config: Pick<Config, 'smsProvider' | 'smsHttpUrl'>): void {
  if (config.smsProvider === 'http' && !config.smsHttpUrl) {
    throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL');
  }
}
