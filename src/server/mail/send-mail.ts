import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { timeLimit } from '../http/outgoing';
import { mailEnv } from './mail-env';

/**
 * A message to one address: plain text, and optionally the same as HTML (sent as multipart/alternative); `headers`
 * are extra header lines (List-Unsubscribe), ASCII only.
 */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

// RFC 2047 encoded-word, so accented subjects survive any mail reader.
const encodeHeader = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

/** The message as an .eml file (headers, blank line, UTF-8 body), readable by people and mail programs. */
export function toEml(mail: Mail, from: string, date = new Date()): string {
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
  const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
  const head = [`From: ${oneLine(from)}`, `To: ${oneLine(mail.to)}`, `Subject: ${encodeHeader(oneLine(mail.subject))}`, `Date: ${date.toUTCString()}`, 'MIME-Version: 1.0'];
  for (const [name, value] of Object.entries(mail.headers ?? {})) head.push(`${oneLine(name)}: ${oneLine(value)}`);
  const part = (type: string, body: string) => [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit', '', crlf(body)];
  if (!mail.html) return [...head, ...part('text/plain', mail.text), ''].join('\r\n');
  const boundary = `=_vitrine_${randomBytes(8).toString('hex')}`;
  return [
    ...head,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...part('text/plain', mail.text),
    `--${boundary}`,
    ...part('text/html', mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * Sends a message through SMTP when SMTP_URL is set (throwing when the server refuses it, or does not answer within
 * `timeLimit('smtp')` at any step: each caller logs it); otherwise writes it as an .eml file to the outbox folder
 * (OUTBOX_DIR, default .data/outbox, created when missing). Returns the file path, or null when sent by SMTP.
 */
export async function sendMail(mail: Mail): Promise<string | null> {
  const env = mailEnv();
  if (env.smtpUrl) {
    // Every wait of the conversation bounded (nodemailer's own defaults are 30 s to 10 min); options in the URL win.
    const limit = timeLimit('smtp');
    const transport = nodemailer.createTransport({ url: env.smtpUrl, connectionTimeout: limit, greetingTimeout: limit, socketTimeout: limit, dnsTimeout: limit });
    await transport.sendMail({ from: env.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    return null;
  }
  const file = join(env.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
  const eml = toEml(mail, env.from);
  // The folder is created when a write finds it missing, not before every message (a mkdir per mail was a third
  // of the outbox's cost in the orders bench).
  try {
    await writeFile(file, eml, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(env.outboxDir, { recursive: true });
    await writeFile(file, eml, 'utf8');
  }
  return file;
}
