import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loginAs, type Session } from '../../test/factories';
import { multipartFile } from '../../test/user-test-helpers';
import { absolutizeImageUrls } from './image-urls';

const PUBLIC_URL = 'https://shop.example';

describe('absolutizeImageUrls', () => {
  it('makes stored paths in image fields absolute, at any depth, and leaves everything else alone', () => {
    const payload = {
      data: [
        {
          image: ['/uploads/a.webp', 'https://cdn.example/b.webp'],
          category: [{ image: '/uploads/c.webp', name: '/uploads/not-an-image-field' }],
          productId: { image: ['/uploads/d.webp'] },
        },
      ],
      url: 'https://checkout.example/pay',
      avatar: '',
    };
    const result = absolutizeImageUrls(payload, PUBLIC_URL);
    expect(result).toEqual({
      data: [
        {
          image: [`${PUBLIC_URL}/uploads/a.webp`, 'https://cdn.example/b.webp'],
          category: [{ image: `${PUBLIC_URL}/uploads/c.webp`, name: '/uploads/not-an-image-field' }],
          productId: { image: [`${PUBLIC_URL}/uploads/d.webp`] },
        },
      ],
      url: 'https://checkout.example/pay',
      avatar: '',
    });
    // Applying it twice changes nothing more.
    expect(absolutizeImageUrls(structuredClone(result), PUBLIC_URL)).toEqual(result);
  });

  it('writes nothing where nothing changes, so shared frozen answers pass through', () => {
    const shared = Object.freeze({
      image: `${PUBLIC_URL}/uploads/c.webp`,
      images: Object.freeze(['https://cdn.example/b.webp']),
    });
    const payload = { data: [{ category: [shared], image: ['/uploads/a.webp'] }] };
    expect(absolutizeImageUrls(payload, PUBLIC_URL)).toEqual({
      data: [{ category: [shared], image: [`${PUBLIC_URL}/uploads/a.webp`] }],
    });
    expect(payload.data[0]!.category[0]).toBe(shared);
  });
});

/** A client on another origin renders every image URL the API gives it: all must be absolute and load. */
describe('image URLs in every answer', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  const answers: { route: string; body: string }[] = [];

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, session?: Session, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: session?.headers,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    answers.push({ route: `${method} ${url}`, body: res.body });
    return res.json();
  };
  const upload = async (url: string, field: string, session: Session) => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f8c617' } })
      .png()
      .toBuffer();
    const file = multipartFile(field, 'picture.png', 'image/png', png);
    const res = await t.app.inject({
      method: url.includes('avatar') ? 'PUT' : 'POST',
      url,
      payload: file.payload,
      headers: { ...file.headers, ...session.headers },
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    answers.push({ route: url, body: res.body });
    return res.json().data;
  };

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL });
    admin = await loginAs(t, 'ADMIN');
    shopper = await loginAs(t, 'USER');

    const { url } = await upload('/api/file/upload', 'image', admin);
    const category = (await call('POST', '/api/category/add-category', admin, { name: 'Dairy', image: url }))
      .data;
    const sub = (
      await call('POST', '/api/subcategory/create', admin, {
        name: 'Milk',
        image: url,
        category: [category._id],
      })
    ).data;
    const product = (
      await call('POST', '/api/product/create', admin, {
        name: 'Toned Milk',
        image: [url],
        category: [category._id],
        subCategory: [sub._id],
        unit: '500 ml',
        stock: 20,
        price: 30,
      })
    ).data;
    await upload('/api/user/upload-avatar', 'avatar', shopper);

    await call('GET', '/api/category/get');
    await call('POST', '/api/subcategory/get');
    await call('POST', '/api/product/get', undefined, { page: 1, limit: 10 });
    await call('POST', '/api/product/search-product', undefined, { search: 'milk' });
    await call('POST', '/api/product/get-product-by-category', undefined, { id: category._id });
    await call('POST', '/api/product/get-pruduct-by-category-and-subcategory', undefined, {
      categoryId: category._id,
      subCategoryId: sub._id,
    });
    await call('POST', '/api/product/get-product-details', undefined, { productId: product._id });
    await call('POST', '/api/cart/create', shopper, { productId: product._id });
    await call('GET', '/api/cart/get', shopper);
    await call('GET', '/api/user/user-details', shopper);
    await call('PUT', '/api/user/update-user', shopper, { name: 'Asha' });
    const address = (
      await call('POST', '/api/address/create', shopper, {
        address_line: '1 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        pincode: '411001',
        mobile: '9876543210',
      })
    ).data;
    const [order] = (await call('POST', '/api/order/cash-on-delivery', shopper, { addressId: address._id }))
      .data;
    await call('GET', '/api/order/order-list', shopper);
    await call('POST', '/api/order/details', shopper, { _id: order._id });
  });
  afterAll(() => t.close());

  it('never answers a root-relative image path', () => {
    for (const { route, body } of answers) expect(body, route).not.toMatch(/"\/uploads\//);
  });

  it('answers absolute URLs on PUBLIC_URL that load', async () => {
    const urls = new Set<string>();
    for (const { body } of answers) {
      for (const match of body.matchAll(/"(https:\/\/shop\.example\/uploads\/[^"]+)"/g)) urls.add(match[1]!);
    }
    // The product image (large and thumbnail) and the avatar, each seen in many answers.
    expect(urls.size).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      const image = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      // Any client's page may embed them.
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('lets the store’s own pages load images from PUBLIC_URL whatever origin they were opened on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/shop\.example/);
  });
});
