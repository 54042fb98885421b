import type { MailMessage } from '../../adapters/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The password-recovery mail: the code in plain text and in a simple HTML layout. */
export function otpMail({
  to,
  name,
  otp,
  minutes,
}: {
  to: string;
  name: string;
  otp: string;
  minutes: number;
}): MailMessage {
  const subject = 'Your Kirana password reset code';
  const text = [
    `Hi ${name},`,
    '',
    `Your code to reset your Kirana password is: ${otp}`,
    '',
    `It is valid for ${minutes} minutes. If you did not ask to reset your password, ignore this mail;`,
    'your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f5f5f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1a1a">
  <div style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #e5e5e5;border-radius:12px;padding:24px">
    <p style="margin:0 0 16px;font-size:20px;font-weight:700"><span style="background:#f8c617;padding:2px 8px;border-radius:8px">Kirana</span></p>
    <p style="margin:0 0 16px;font-size:16px">Hi ${escapeHtml(name)},</p>
    <p style="margin:0 0 8px;font-size:16px">Your code to reset your password:</p>
    <p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px">${otp}</p>
    <p style="margin:0;font-size:14px;color:#555">It is valid for ${minutes} minutes. If you did not ask to reset your password, ignore this mail; your password stays as it is.</p>
  </div>
</body></html>`;
  return { to, subject, text, html };
}
