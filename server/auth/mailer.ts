// The sign-in service's e-mails: confirmation, password reset, magic link, e-mail change and the
// reauthentication code. Through SMTP when it is configured (nodemailer); otherwise each one is
// written to the server log as one line, `<label> <address>: <link or code>`, for whoever runs the
// studio to pass on (and for the browser journeys to read).
import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { Logger } from '../logger';

export type LinkEmailKind = 'confirmation' | 'recovery' | 'magiclink' | 'email_change';

export type AuthEmail =
  | { kind: LinkEmailKind; to: string; link: string }
  | { kind: 'reauthentication'; to: string; code: string };

export interface AuthMailer {
  /** Rejects when the message could not be handed to the SMTP server. */
  send(email: AuthEmail): Promise<void>;
}

/** The log line's label, also the start of the line tests look for. */
export const LOG_LABELS: Record<AuthEmail['kind'], string> = {
  confirmation: 'Confirm',
  recovery: 'Reset password',
  magiclink: 'Sign in',
  email_change: 'Confirm e-mail change',
  reauthentication: 'Reauthentication code',
};

export function createLogMailer(logger: Logger): AuthMailer {
  return {
    send: async (email) => {
      const secret = email.kind === 'reauthentication' ? email.code : email.link;
      logger.info(`${LOG_LABELS[email.kind]} ${email.to}: ${secret}`);
    },
  };
}

// How long a slow SMTP server may hold a request that waits for it.
const SMTP_TIMEOUT_MS = 15_000;

export function createSmtpMailer(smtp: SmtpConfig): AuthMailer {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    send: async (email) => {
      const { subject, text } = compose(email);
      await transport.sendMail({ from: smtp.from, to: email.to, subject, text });
    },
  };
}

/** The mailer the configuration asks for. */
export function createAuthMailer(smtp: SmtpConfig | undefined, logger: Logger): AuthMailer {
  return smtp ? createSmtpMailer(smtp) : createLogMailer(logger);
}

/** Plain text: links stay visible and clickable in every mail client. */
export function compose(email: AuthEmail): { subject: string; text: string } {
  switch (email.kind) {
    case 'confirmation':
      return {
        subject: 'Confirm your e-mail address',
        text: `Welcome to the studio. Open this link to confirm your e-mail address:\n\n${email.link}\n\nIf you did not sign up, you can ignore this message.`,
      };
    case 'recovery':
      return {
        subject: 'Reset your password',
        text: `Open this link within an hour to choose a new password:\n\n${email.link}\n\nIf you did not ask for it, you can ignore this message: your password stays as it is.`,
      };
    case 'magiclink':
      return {
        subject: 'Your sign-in link',
        text: `Open this link within an hour to sign in:\n\n${email.link}\n\nIf you did not ask for it, you can ignore this message.`,
      };
    case 'email_change':
      return {
        subject: 'Confirm your new e-mail address',
        text: `Open this link within an hour to use this address for your studio account:\n\n${email.link}\n\nIf you did not ask for it, you can ignore this message.`,
      };
    case 'reauthentication':
      return {
        subject: 'Your confirmation code',
        text: `Enter this code to confirm it is you:\n\n${email.code}\n\nIt works for an hour. If you did not ask for it, change your password.`,
      };
  }
}
