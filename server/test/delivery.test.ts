import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { ManualClock } from '../src/clock';
import { Outbox, SmtpEmailSender, headerText } from '../src/delivery';
import { engineName, startTestServer } from './helpers';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

function startSmtpServer(): Promise<{
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const { port } = smtp.server.address() as AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => smtp.close(() => done())) });
    });
  });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

describe(`OTP delivery (${engineName()})`, () => {
  it('sends email over real SMTP; the code received validates', async () => {
    const smtp = await startSmtpServer();
    const server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Nclude <otp@nclude.test>',
    });
    try {
      const sent = await server.post('/v1/api/auth/sendOtp', { email: 'user1@example.org' });
      expect(sent).toMatchObject({ status: 200, body: { success: true } });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.from).toBe('otp@nclude.test');
      expect(mail.to).toEqual(['user1@example.org']);
      expect(mail.raw).toMatch(/Subject: Your Nclude verification code/);
      const code = /verification code is (\d{4})\./.exec(mail.raw)?.[1];
      expect(code).toMatch(/^\d{4}$/);
      // Email went over SMTP, not into the outbox.
      expect(server.outbox().filter((e) => e.channel === 'email')).toEqual([]);
      const validated = await server.post('/v1/api/auth/validate', {
        email: 'user1@example.org',
        otp: code,
      });
      expect(validated.status).toBe(200);
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it('answers 503 with a clear message when the mail server is unreachable', async () => {
    const smtp = await startSmtpServer();
    await smtp.close(); // the port is now closed
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const sent = await server.post('/v1/api/auth/sendOtp', { email: 'user1@example.org' });
      expect(sent).toMatchObject({
        status: 503,
        body: {
          success: false,
          message:
            'We could not send the verification code right now. Please try again in a few minutes.',
        },
      });
    } finally {
      await server.close();
    }
  });

  it('sends SMS through the HTTP gateway adapter with the bearer token', async () => {
    const requests: { authorization?: string; body: unknown }[] = [];
    const gateway: Server = createServer((request, response) => {
      void readBody(request).then((body) => {
        requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const server = await startTestServer({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
      SMS_HTTP_TOKEN: 'gateway-secret',
    });
    try {
      const sent = await server.post('/v1/api/auth/sendOtp', { phoneNumber: '9000000002' });
      expect(sent.status).toBe(200);
      expect(requests).toEqual([
        {
          authorization: 'Bearer gateway-secret',
          body: {
            to: '9000000002',
            text: expect.stringMatching(
              /^Your Nclude verification code is \d{4}\. It expires in 5 minutes\.$/,
            ),
          },
        },
      ]);
    } finally {
      await server.close();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});

describe('header injection defence in the senders', () => {
  it('strips CR, LF and other controls from subjects and recipients', () => {
    expect(headerText('Hello\r\nBcc: evil@example.org')).toBe('HelloBcc: evil@example.org');
    expect(headerText(' a@example.org\n')).toBe('a@example.org');
  });

  it('sends no injected header over SMTP', async () => {
    const smtp = await startSmtpServer();
    const sender = new SmtpEmailSender(`smtp://127.0.0.1:${smtp.port}`, 'otp@nclude.test');
    try {
      await sender.sendEmail({
        to: 'victim@example.org\r\n',
        subject: 'Request from Asha\r\nBcc: evil@example.org\r\n\r\nInjected body',
        text: 'Body',
      });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['victim@example.org']);
      expect(mail.raw).not.toMatch(/^Bcc:/im);
      expect(mail.raw).toMatch(/^Subject: Request from AshaBcc: evil@example.orgInjected body/m);
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('writes clean subjects and recipients to the outbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nclude-outbox-'));
    try {
      const outbox = new Outbox(dir, pino({ level: 'silent' }), new ManualClock());
      await outbox.sendEmail({ to: 'a@example.org\r\n', subject: 'S\r\nX-Evil: 1', text: 'T\nU' });
      await outbox.sendSms({ to: '9000000001\n', text: 'Code\n1234' });
      const entries = readFileSync(outbox.file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toMatchObject([
        { channel: 'email', to: 'a@example.org', subject: 'SX-Evil: 1', text: 'T\nU' },
        { channel: 'sms', to: '9000000001', text: 'Code\n1234' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
