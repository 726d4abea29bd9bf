// How emails leave: SMTP when MAIL_SMTP_URL is set, else files under DATA_DIR/mail/: the .eml as
// it would be sent (open it in any mail client) and a .json of its parts, which the test hook
// reads (parsing MIME back is not worth a dependency).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';
import type { MailMessage } from './render';

export interface MailSender {
  /** Resolves once the message is accepted (written, or taken by the SMTP server); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  dir: string;
}

/** The settings of this server; an in-memory data folder writes mail to the system's temp folder. */
export function mailSettings(config: AppConfig): MailSettings {
  const inMemory = config.dataDir.includes('memory:');
  return {
    smtpUrl: config.mail?.smtpUrl,
    from: `"${config.runtime.brand.name.replace(/"/g, '')}" <${config.mail?.from ?? 'bookings@travel.example'}>`,
    dir: inMemory ? path.join(tmpdir(), 'travel-portal-mail') : path.join(config.dataDir, 'mail'),
  };
}

export function createMailSender(settings: MailSettings): MailSender {
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(m) {
        await smtp.sendMail({ from: settings.from, ...m });
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await stream.sendMail({ from: settings.from, ...m });
      await mkdir(settings.dir, { recursive: true });
      // Sortable by time; the random part keeps two messages of one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const file = path.join(settings.dir, name);
      await writeFile(`${file}.eml`, info.message as Buffer);
      // Written aside and renamed: a reader never sees half a file.
      await writeFile(`${file}.json.tmp`, JSON.stringify({ ...m, sentAt: new Date().toISOString() }));
      await rename(`${file}.json.tmp`, `${file}.json`);
    },
  };
}

export interface StoredMessage {
  subject: string;
  to: string;
  text: string;
  html?: string;
}

/** The messages the file transport wrote to `to` (case-insensitive), newest first. */
export async function readMailbox(dir: string, to: string): Promise<StoredMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const wanted = to.trim().toLowerCase();
  const messages: StoredMessage[] = [];
  for (const name of names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()) {
    const m = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as StoredMessage;
    if (m.to.toLowerCase() === wanted) messages.push({ subject: m.subject, to: m.to, text: m.text, html: m.html });
  }
  return messages;
}
