import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/factories';
import { s3PublicBase, s3Storage } from './s3-storage';
import { contentKey } from './storage';

interface RecordedPut {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Just enough of S3 for PutObject: records each PUT and answers 200 with an ETag. */
let server: Server;
let endpoint: string;
const puts: RecordedPut[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        // The SDK adds `?x-id=PutObject`; the object is named by the path.
        const { pathname } = new URL(request.url ?? '/', endpoint);
        puts.push({ path: pathname, headers: request.headers, body: Buffer.concat(chunks) });
      }
      response.writeHead(request.method === 'PUT' ? 200 : 405, { etag: '"fake"' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => void puts.splice(0));

const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/;

describe('s3Storage', () => {
  const storage = () =>
    s3Storage({
      bucket: 'images',
      endpoint,
      region: 'eu-west-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });

  it('signs a path-style PUT of the bytes under their content key, cacheable forever', async () => {
    const body = randomBytes(2048);
    const stored = await storage().put(body, 'webp', 'image/webp');
    const key = contentKey(body, 'webp');
    expect(stored).toEqual({ key, url: `${endpoint}/images/${key}` });
    expect(puts).toHaveLength(1);
    const [put] = puts;
    expect(put?.path).toBe(`/images/${key}`);
    expect(put?.body.equals(body)).toBe(true);
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put?.headers.authorization).toMatch(SIGV4);

    expect((await storage().put(Buffer.from(body), 'webp', 'image/webp')).key).toBe(key);
  });

  it('keeps the name suffix that storeWebp passes in the extension', async () => {
    const body = randomBytes(64);
    const { key } = await storage().put(body, 'abc123.webp', 'image/webp');
    expect(key).toMatch(/^[0-9a-f]{32}\.abc123\.webp$/);
    expect(puts[0]?.path).toBe(`/images/${key}`);
  });

  it('serves from S3_PUBLIC_URL, else the endpoint path, else the AWS bucket domain', () => {
    const options = { bucket: 'b', region: 'ap-south-1' };
    expect(s3PublicBase({ ...options, endpoint, publicUrl: 'https://cdn.example/img/' })).toBe(
      'https://cdn.example/img',
    );
    expect(s3PublicBase({ ...options, endpoint: `${endpoint}/` })).toBe(`${endpoint}/b`);
    expect(s3PublicBase(options)).toBe('https://b.s3.ap-south-1.amazonaws.com');
  });
});

describe('the app with S3 configured', () => {
  it('stores uploads in the bucket and accepts their URLs as catalogue images', async () => {
    const t = await buildTestApp({
      S3_BUCKET: 'kirana-images',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    try {
      const admin = await loginAs(t, 'ADMIN');
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer();
      const boundary = `----kirana${randomBytes(8).toString('hex')}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const base = `${endpoint}/kirana-images/`;
      expect(data.url).toMatch(new RegExp(`^${base}[0-9a-f]{32}\\.[0-9a-f]{32}\\.webp$`));
      expect(data.thumbnailUrl).toMatch(new RegExp(`^${base}[0-9a-f]{32}\\.webp$`));
      expect(puts.map((put) => `${endpoint}${put.path}`).sort()).toEqual(
        [data.url, data.thumbnailUrl].sort(),
      );
      for (const put of puts) {
        expect(put.headers['content-type']).toBe('image/webp');
        expect((await sharp(put.body).metadata()).format).toBe('webp');
      }
      expect(res.headers['content-security-policy']).toMatch(new RegExp(`img-src [^;]*${endpoint}`));

      const add = (image: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/category/add-category',
          headers: admin.headers,
          payload: { name: `Greens ${randomBytes(4).toString('hex')}`, image },
        });
      const created = await add(data.url);
      expect(created.statusCode).toBe(200);
      expect(created.json().data.image).toBe(data.url);
      expect((await add(`${endpoint}/other-bucket/${data.url.split('/').pop()}`)).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
