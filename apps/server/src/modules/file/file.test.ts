import { randomBytes } from 'node:crypto';
import { thumbnailUrl } from '@kirana/shared/catalogue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loginAs, type Session } from '../../../test/factories';

/** A multipart body with one file, as a browser's FormData sends it. */
function multipart(field: string, filename: string, contentType: string, body: Buffer) {
  const boundary = `----kirana${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /api/file/upload', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
    shopper = await loginAs(t, 'USER');
    png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#f8c617' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (file: ReturnType<typeof multipart>, headers: Record<string, string> = admin.headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: file.payload,
      headers: { ...file.headers, ...headers },
    });

  it('re-encodes a PNG to a large WebP and a thumbnail, served with immutable caching', async () => {
    const res = await upload(multipart('image', 'banner.png', 'image/png', png));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      url: expect.stringMatching(
        new RegExp(`^${t.config.publicUrl}/uploads/[0-9a-f]{32}\\.[0-9a-f]{32}\\.webp$`),
      ),
      secure_url: data.url,
      thumbnailUrl: expect.stringMatching(new RegExp(`^${t.config.publicUrl}/uploads/[0-9a-f]{32}\\.webp$`)),
      width: 1200,
      height: 600,
    });
    const image = await t.app.inject({ method: 'GET', url: data.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 600,
    });
    expect(thumbnailUrl(data.url)).toBe(data.thumbnailUrl);
    const thumbnail = await t.app.inject({ method: 'GET', url: data.thumbnailUrl });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });

    const again = await upload(multipart('image', 'same.png', 'image/png', png));
    expect(again.json().data.url).toBe(data.url);
  });

  it.each([
    [
      'an SVG',
      'logo.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    ['an HTML file renamed .png', 'cat.png', 'image/png', '<!doctype html><script>alert(1)</script>'],
  ])('refuses %s with 415', async (_, filename, type, content) => {
    const res = await upload(multipart('image', filename, type, Buffer.from(content)));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: expect.stringMatching(/images are allowed/),
    });
  });

  it('refuses a 6 MB image with 413', async () => {
    const big = Buffer.concat([png, randomBytes(6 * 1024 * 1024)]);
    const res = await upload(multipart('image', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image is larger than 5 MB');
  });

  it('needs the image field and an admin', async () => {
    expect((await upload(multipart('avatar', 'a.png', 'image/png', png))).statusCode).toBe(400);
    expect(
      (await upload(multipart('image', 'a.png', 'image/png', png), { authorization: '' })).statusCode,
    ).toBe(401);
    expect((await upload(multipart('image', 'a.png', 'image/png', png), shopper.headers)).statusCode).toBe(
      403,
    );
  });
});
