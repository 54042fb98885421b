import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loginAs, type Session } from '../../../test/factories';
import { multipartFile } from '../../../test/user-test-helpers';
import { UPLOAD_LIMITS } from './upload-rate-limit';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid greyscale PNG of `width`×`height` black pixels: tiny on the wire, huge once decoded. */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row is a filter byte and `width` zero bytes.
  const pixels = deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image uploads: dimensions, broken multipart and rate limits', () => {
  let t: TestApp;
  let bomb: Buffer;
  let small: Buffer;
  beforeAll(async () => {
    t = await buildTestApp();
    // 8000 × 8000 = 64 megapixels in 64 KB: past the 40-megapixel cap.
    bomb = blackPng(8000, 8000);
    small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c831f' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const routes = {
    product: { method: 'POST' as const, url: '/api/file/upload', field: 'image', role: 'ADMIN' as const },
    avatar: {
      method: 'PUT' as const,
      url: '/api/user/upload-avatar',
      field: 'avatar',
      role: 'USER' as const,
    },
  };
  type Route = keyof typeof routes;

  const send = (route: Route, who: Session, file: ReturnType<typeof multipartFile>) => {
    const { method, url } = routes[route];
    return t.app.inject({ method, url, payload: file.payload, headers: { ...file.headers, ...who.headers } });
  };

  it.each(['product', 'avatar'] as const)(
    'refuses a %s image by its declared dimensions with 413, before decoding it',
    async (route) => {
      expect(bomb.length).toBeLessThan(100 * 1024);
      const who = await loginAs(t, routes[route].role);
      const res = await send(route, who, multipartFile(routes[route].field, 'bomb.png', 'image/png', bomb));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        error: true,
        message: 'The image is 8000×8000 pixels; it may have at most 40 megapixels',
      });
    },
  );

  it.each(['product', 'avatar'] as const)(
    'answers a %s upload without a multipart boundary with 400',
    async (route) => {
      const who = await loginAs(t, routes[route].role);
      const { method, url } = routes[route];
      const res = await t.app.inject({
        method,
        url,
        payload: small,
        headers: { ...who.headers, 'content-type': 'multipart/form-data' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: true,
        message: 'The upload is not valid multipart form data',
      });
    },
  );

  it.each(['product', 'avatar'] as const)('answers a truncated %s upload with 400', async (route) => {
    const who = await loginAs(t, routes[route].role);
    const file = multipartFile(routes[route].field, 'cut.png', 'image/png', small);
    const cut = {
      ...file,
      payload: (file.payload as Buffer).subarray(0, (file.payload as Buffer).length - 20),
    };
    const res = await send(route, who, cut);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The upload is not valid multipart form data');
  });

  it.each(['product', 'avatar'] as const)(
    'limits %s uploads per signed-in user, not per address',
    async (route) => {
      const { max } = UPLOAD_LIMITS[route];
      const who = await loginAs(t, routes[route].role);
      const other = await loginAs(t, routes[route].role);
      // Refused files count too: the limit is on the work of receiving them.
      const junk = () =>
        multipartFile(routes[route].field, 'junk.png', 'image/png', Buffer.from('not an image'));
      for (let i = 0; i < max; i++) expect((await send(route, who, junk())).statusCode).toBe(415);
      const limited = await send(route, who, junk());
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({
        success: false,
        error: true,
        message: expect.stringMatching(/^Too many uploads\. Please try again in \d+ (second|minute)s?\.$/),
      });
      // Another account from the same address is unaffected, and so is a real upload of theirs.
      const res = await send(route, other, multipartFile(routes[route].field, 'ok.png', 'image/png', small));
      expect(res.statusCode).toBe(200);
    },
  );

  it('checks who is signing in before counting: strangers get 401, never 429', async () => {
    for (let i = 0; i <= UPLOAD_LIMITS.avatar.max; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/upload-avatar',
        ...multipartFile('avatar', 'a.png', 'image/png', small),
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
