// Small JSON calls to the running server, to find ids for the scenarios and to set up shoppers.
import { randomBytes } from 'node:crypto';

export async function call(baseUrl, method, path, body, token) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, bytes: Buffer.byteLength(text), json };
}

/** Ids the read scenarios rotate over; a route that is not there yet leaves its list empty. */
export async function catalogueFixtures(baseUrl) {
  const categories = await call(baseUrl, 'GET', '/api/category/get');
  const subCategories = await call(baseUrl, 'POST', '/api/subcategory/get', {});
  const products = [];
  for (let page = 1; page <= 5; page++) {
    const listed = await call(baseUrl, 'POST', '/api/product/get', { page, limit: 100 });
    if (listed.status !== 200) break;
    products.push(...listed.json.data);
  }
  return {
    categoryIds: categories.status === 200 ? categories.json.data.map((category) => category._id) : [],
    subCategoryPairs:
      subCategories.status === 200
        ? subCategories.json.data.flatMap((sub) =>
            (sub.category ?? []).map((category) => ({ categoryId: category._id, subCategoryId: sub._id })),
          )
        : [],
    productIds: products.map((product) => product._id),
    // Orders take one unit per cycle; a deep pool keeps a 10 s run clear of 'out of stock'.
    stockedProductIds: products.filter((product) => product.stock >= 20).map((product) => product._id),
    totalProducts: await call(baseUrl, 'POST', '/api/product/get', { page: 1, limit: 1 }).then((r) =>
      r.status === 200 ? r.json.totalCount : 0,
    ),
  };
}

const PASSWORD = 'bench-password-1';

/** Registers an account under a new email; resolves with the email, or undefined when refused. */
export async function registered(baseUrl, name) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const answer = await call(baseUrl, 'POST', '/api/user/register', {
    name,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  return answer.status === 201 ? email : undefined;
}

/** An account's access token (registered above), or undefined. */
export async function loggedIn(baseUrl, email) {
  const login = await call(baseUrl, 'POST', '/api/user/login', { email, password: PASSWORD });
  return login.json?.data?.accesstoken;
}

/** Registers and logs in `count` shoppers, each with an address; [] when the account routes are missing. */
export async function shoppers(baseUrl, count) {
  const list = [];
  for (let i = 0; i < count; i++) {
    const email = await registered(baseUrl, `Bench Shopper ${i + 1}`);
    const token = email && (await loggedIn(baseUrl, email));
    if (!token) return [];
    const address = await call(
      baseUrl,
      'POST',
      '/api/address/create',
      {
        address_line: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        pincode: '560001',
        mobile: '9876543210',
      },
      token,
    );
    list.push({ token, addressId: address.json?.data?._id });
  }
  return list;
}

/** Common grocery words: searches that read the postings index at any catalogue size. */
const BROAD_WORDS = ['rice', 'oil', 'masala', 'tea', 'soap', 'chocolate', 'biscuits', 'powder'];
/** Typed prefixes: suggestions that read the suggestion index. */
const PREFIXES = ['ric', 'masa', 'bisc'];

/** What each index is read on, and its fields in `GET /api/bench/search-indexes`. */
const INDEXES = {
  postings: { path: '/api/product/search-product', bodies: BROAD_WORDS.map((search) => ({ search })) },
  suggestions: { path: '/api/product/suggest', bodies: PREFIXES.map((q) => ({ q })) },
};

/**
 * Waits until the server holds an index current (`GET /api/bench/search-indexes`; `index` is 'postings'
 * or 'suggestions'), asking what reads it until then: a search or suggestion measured while its index is
 * being read measures that read (a million products take ~21 s for the postings alone, longer under
 * load). With `workers` processes, until as many answers in a row say so. Resolves with the seconds
 * waited; 'none' when no index is kept or being read after those requests (the catalogue is above the
 * index's limit); undefined after `seconds`.
 */
export async function indexRead(baseUrl, index, { workers = 1, seconds = 300 } = {}) {
  const { path, bodies } = INDEXES[index];
  const started = Date.now();
  for (let current = 0; Date.now() - started < seconds * 1000; ) {
    for (const body of bodies) await call(baseUrl, 'POST', path, body);
    const answer = (await call(baseUrl, 'GET', '/api/bench/search-indexes')).json;
    if (answer && !answer[`${index}Present`]) return 'none';
    current = answer?.[index] ? current + 1 : 0;
    if (current >= workers) return Math.round((Date.now() - started) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return undefined;
}
