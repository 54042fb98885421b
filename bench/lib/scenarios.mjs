// The endpoints under load. Each scenario gives every connection its own request list (requestsFor), so a
// connection can keep its own shopper and carry ids from one response into its next request.

const json = (method, path, body, token) => ({
  method,
  path,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** A request whose body comes from the next item of `items`, shared by all connections. */
function rotating(method, path, items, toBody) {
  let next = 0;
  return {
    ...json(method, path, toBody(items[0])),
    setupRequest: (request) => ({ ...request, body: JSON.stringify(toBody(items[next++ % items.length])) }),
  };
}

// Real-looking shopper queries, typos included, against the BigBasket names.
export const searchQueries = [
  'basmati rice',
  'basmati rce',
  'green tea',
  'gren tea',
  'shampoo',
  'shampo',
  'tomato ketchup',
  'ketchep',
  'dark chocolate',
  'choclate cookies',
  'detergent powder',
  'detergant',
  'oats',
  'peanut butter',
  'hair oil',
  'face wash',
  'coffee',
  'cofee powder',
  'paneer',
  'noodles',
  'honey',
  'almonds',
  'toor dal',
  'biscuits',
];

/** A request whose body comes from an item of `items` drawn at random, so no small set stays warm. */
function drawn(method, path, items, toBody, token) {
  const pick = () => items[Math.floor(Math.random() * items.length)];
  return {
    ...json(method, path, toBody(items[0]), token),
    setupRequest: (request) => ({ ...request, body: JSON.stringify(toBody(pick())) }),
  };
}

/**
 * Each scenario: name, the body size probe, and requestsFor(connection) — or `missing` for n/a.
 * `longTail` holds thousands of distinct queries and typed prefixes (long-tail-queries.mjs) and every
 * published product's id (catalogue-ids.mjs); `adminToken` an admin's, when there is one.
 */
export function scenarios(fixtures, users, longTail, adminToken) {
  const { categoryIds, subCategoryPairs, productIds, stockedProductIds } = fixtures;
  const list = [];
  const read = (name, available, request) =>
    list.push(available ? { name, read: true, requestsFor: () => [request()] } : { name, missing: true });

  read('home category rows', categoryIds.length > 0, () =>
    rotating('POST', '/api/product/get-product-by-category', categoryIds, (id) => ({ id })),
  );
  read('/api/product/get page 1', productIds.length > 0, () =>
    json('POST', '/api/product/get', { page: 1, limit: 12 }),
  );
  read('sub category listing page 1', subCategoryPairs.length > 0, () =>
    rotating('POST', '/api/product/get-pruduct-by-category-and-subcategory', subCategoryPairs, (pair) => ({
      ...pair,
      page: 1,
      limit: 8,
    })),
  );
  read('product details', productIds.length > 0, () =>
    rotating('POST', '/api/product/get-product-details', productIds, (productId) => ({ productId })),
  );
  read('search (typos mix)', productIds.length > 0, () =>
    rotating('POST', '/api/product/search-product', searchQueries, (search) => ({
      search,
      page: 1,
      limit: 10,
    })),
  );

  read('search (long tail)', productIds.length > 0 && longTail.queries.length > 0, () =>
    drawn('POST', '/api/product/search-product', longTail.queries, (search) => ({
      search,
      page: 1,
      limit: 10,
    })),
  );
  read('suggest (long tail)', productIds.length > 0 && longTail.prefixes.length > 0, () =>
    drawn('POST', '/api/product/suggest', longTail.prefixes, (q) => ({ q })),
  );

  // Catalogue reads as a real store sees them: every product, every listing and page drawn at random.
  const pages = (count) => Array.from({ length: count }, (_, i) => i + 1);
  const crossed = (items, counts) => items.flatMap((item) => counts.map((page) => ({ item, page })));
  read('details (long tail)', longTail.productIds.length > 0, () =>
    drawn('POST', '/api/product/get-product-details', longTail.productIds, (productId) => ({ productId })),
  );
  read('listing p1-3 (long tail)', subCategoryPairs.length > 0, () =>
    drawn(
      'POST',
      '/api/product/get-pruduct-by-category-and-subcategory',
      crossed(subCategoryPairs, pages(3)),
      ({ item, page }) => ({ ...item, page, limit: 8 }),
    ),
  );
  read('/api/product/get p1-10 (long tail)', productIds.length > 0, () =>
    drawn('POST', '/api/product/get', pages(10), (page) => ({ page, limit: 12 })),
  );
  read('/api/product/get search p1-10 (long tail)', longTail.queries.length > 0, () =>
    drawn('POST', '/api/product/get', crossed(longTail.queries, pages(10)), ({ item, page }) => ({
      search: item,
      page,
      limit: 12,
    })),
  );
  // The admin's product list searched: unpublished products too, and never the catalogue cache.
  read('admin search p1-10 (long tail)', Boolean(adminToken) && longTail.queries.length > 0, () =>
    drawn(
      'POST',
      '/api/product/get',
      crossed(longTail.queries, pages(10)),
      ({ item, page }) => ({ search: item, page, limit: 12 }),
      adminToken,
    ),
  );
  read('home rows (long tail)', categoryIds.length > 0, () =>
    drawn('POST', '/api/product/get-product-by-category', categoryIds, (id) => ({ id })),
  );

  let nextProduct = 0;
  const takeProduct = () => stockedProductIds[nextProduct++ % stockedProductIds.length];
  const [cartUser, ...orderUsers] = users;
  if (!cartUser || stockedProductIds.length === 0) {
    list.push(
      { name: 'add to cart (+ remove)', missing: true },
      { name: 'COD order (add + order)', missing: true },
    );
    return list;
  }
  // The cart keeps one row per product, so each add is undone by its remove: the cart stays small.
  list.push({
    name: 'add to cart (+ remove)',
    requestsFor: () => [
      {
        ...json('POST', '/api/cart/create', {}, cartUser.token),
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ productId: takeProduct() }) }),
        onResponse: (status, body, context) => {
          context.itemId = status === 201 ? JSON.parse(body).data?._id : undefined;
        },
      },
      {
        ...json('DELETE', '/api/cart/delete-cart-item', {}, cartUser.token),
        setupRequest: (request, context) => ({
          ...request,
          body: JSON.stringify({ _id: context.itemId ?? 'none' }),
        }),
      },
    ],
  });
  // An order takes the whole cart, so each connection needs a shopper of its own: connections = shoppers.
  list.push({
    name: 'COD order (add + order)',
    connections: orderUsers.length,
    requestsFor: (connection) => {
      const { token, addressId } = orderUsers[connection % orderUsers.length];
      return [
        {
          ...json('POST', '/api/cart/create', {}, token),
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ productId: takeProduct() }) }),
        },
        json('POST', '/api/order/cash-on-delivery', { addressId }, token),
      ];
    },
  });
  return list;
}
