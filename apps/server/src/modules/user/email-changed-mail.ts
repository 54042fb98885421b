import type { MailMessage } from '../../adapters/mail';
import type { Database } from '../../db/client';
import { findUserById } from './user.repository';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Sent to the old address when an account's email changes, so a takeover does not go unnoticed; made at
 * delivery from the account as it is then (nothing when it is gone).
 */
export async function emailChangedMail(
  db: Database,
  userId: string,
  previousEmail: string,
): Promise<MailMessage | undefined> {
  const user = await findUserById(db, userId);
  return user && render({ to: previousEmail, name: user.name, newEmail: user.email });
}

function render({ to, name, newEmail }: { to: string; name: string; newEmail: string }): MailMessage {
  const subject = 'The email of your Kirana account was changed';
  const lines = [
    `Hi ${name},`,
    '',
    `The email of your Kirana account was just changed to ${newEmail}. Mail about your account and orders`,
    'now goes there, and every other device was signed out.',
    '',
    'If you did not do this, reply to this mail or contact support at once so we can secure your account.',
  ];
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f5f5f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1a1a">
  <div style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #e5e5e5;border-radius:12px;padding:24px">
    <p style="margin:0 0 16px;font-size:16px">Hi ${escapeHtml(name)},</p>
    <p style="margin:0 0 16px;font-size:16px">The email of your Kirana account was just changed to <strong>${escapeHtml(newEmail)}</strong>. Mail about your account and orders now goes there, and every other device was signed out.</p>
    <p style="margin:0;font-size:14px;color:#555">If you did not do this, reply to this mail or contact support at once so we can secure your account.</p>
  </div>
</body></html>`;
  return { to, subject, text: lines.join('\n'), html };
}
