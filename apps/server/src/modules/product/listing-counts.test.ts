import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCategory, createSubCategory, loginAs, type Session } from '../../../test/factories';
import { productsListedWrong } from '../../../test/listing-rows';
import { queryRows } from '../../db/client';
import { generateCatalogue } from '../../import/generate-catalogue';

/**
 * The totals listings and /get show come from counts the database keeps (migration 0011), and listing
 * pages from the (category, sub category) pairs it keeps (migration 0012), each link with its product's
 * publish (migration 0015), and each product's JSON and link ids (migration 0016), not from counting or
 * joining on each read; every way the catalogue changes must keep both equal to the same worked out from scratch.
 */
describe('maintained catalogue counts', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  beforeAll(async () => {
    // Every read computed, so each total shown is the kept count of that moment.
    t = await buildTestApp({ CATALOGUE_CACHE_MB: '0' });
    admin = await loginAs(t, 'ADMIN');
    shopper = await loginAs(t, 'USER');
  });
  afterAll(() => t.close());

  const post = async (path: string, payload: object, session = admin, method = 'POST') => {
    const response = await t.app.inject({
      method: method as 'POST',
      url: `/api/product/${path}`,
      headers: session.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };

  /** Every kept count against the same counted from the links (pairs with no products have no row or 0). */
  async function expectCountsTrue() {
    const kept = await queryRows<{ pair: string; products: number }>(
      t.db,
      sql`select category_id || '/' || sub_category_id as pair, products from listing_counts where products <> 0`,
    );
    const counted = await queryRows<{ pair: string; products: number }>(
      t.db,
      sql`select pc.category_id || '/' || ps.sub_category_id as pair, count(*)::int as products
        from product_categories pc
        join product_sub_categories ps on ps.product_id = pc.product_id
        join products p on p.id = pc.product_id and p.publish
        group by 1`,
    );
    const sorted = (rows: { pair: string; products: number }[]) =>
      rows.map((row) => `${row.pair}=${row.products}`).sort();
    expect(sorted(kept)).toEqual(sorted(counted));
    const [totals] = await queryRows<{ published: number; unpublished: number }>(
      t.db,
      sql`select count(*) filter (where publish)::int as published, count(*) filter (where not publish)::int as unpublished from products`,
    );
    const [keptTotals] = await queryRows<{ published: number; unpublished: number }>(
      t.db,
      sql`select coalesce(sum(products) filter (where published), 0)::int as published,
        coalesce(sum(products) filter (where not published), 0)::int as unpublished from product_counts`,
    );
    expect(keptTotals).toEqual(totals);
    const listed = await queryRows<{ row: string }>(
      t.db,
      sql`select concat_ws('/', category_id, sub_category_id, product_id, product_created_at, product_published) as row
        from listing_products order by 1`,
    );
    const paired = await queryRows<{ row: string }>(
      t.db,
      sql`select concat_ws('/', pc.category_id, ps.sub_category_id, pc.product_id, pc.product_created_at, p.publish) as row
        from product_categories pc join product_sub_categories ps on ps.product_id = pc.product_id
        join products p on p.id = pc.product_id order by 1`,
    );
    expect(listed).toEqual(paired);
    // Each category link carries its product's publish (migration 0015).
    const [stale] = await queryRows<{ links: number }>(
      t.db,
      sql`select count(*)::int as links from product_categories pc join products p on p.id = pc.product_id
        where pc.product_published <> p.publish`,
    );
    expect(stale!.links).toBe(0);
    expect(await productsListedWrong(t.db)).toEqual([]);
    // And what the API shows: shoppers count published products, admins every product.
    expect((await post('get', { page: 1, limit: 1 }, shopper)).totalCount).toBe(totals!.published);
    expect((await post('get', { page: 1, limit: 1 })).totalCount).toBe(
      totals!.published + totals!.unpublished,
    );
  }

  const listing = (categoryId: string, subCategoryId: string) =>
    post(
      'get-pruduct-by-category-and-subcategory',
      { categoryId, subCategoryId, page: 1, limit: 2 },
      shopper,
    );
  const listingTotal = async (categoryId: string, subCategoryId: string) =>
    (await listing(categoryId, subCategoryId)).totalCount as number;
  const listingNames = async (categoryId: string, subCategoryId: string) =>
    (await listing(categoryId, subCategoryId)).data.map((product: { name: string }) => product.name);
  const homeRowNames = async (categoryId: string) =>
    (await post('get-product-by-category', { id: categoryId }, shopper)).data.map(
      (product: { name: string }) => product.name,
    );

  it('follow products created, relinked, unpublished, republished and deleted through the API', async () => {
    const dairy = await createCategory(t.db, 'Dairy');
    const breakfast = await createCategory(t.db, 'Breakfast');
    const milk = await createSubCategory(t.db, [dairy.id], 'Milk');
    const spreads = await createSubCategory(t.db, [dairy.id, breakfast.id], 'Spreads');
    const create = (name: string, categories: string[], subCategories: string[], publish = true) =>
      post('create', {
        name,
        image: ['/uploads/a.webp'],
        category: categories.map((_id) => ({ _id })),
        subCategory: subCategories.map((_id) => ({ _id })),
        unit: '1 l',
        stock: 5,
        price: 60,
        discount: 0,
        description: '',
        more_details: {},
        publish,
      }).then((body) => body.data._id as string);

    const toned = await create('Toned Milk', [dairy.id], [milk.id]);
    const butter = await create('Butter', [dairy.id, breakfast.id], [spreads.id, milk.id]);
    await create('Hidden Ghee', [dairy.id], [spreads.id], false);
    expect(await listingTotal(dairy.id, milk.id)).toBe(2);
    expect(await listingTotal(dairy.id, spreads.id)).toBe(1);
    expect(await listingTotal(breakfast.id, spreads.id)).toBe(1);
    expect(await listingTotal(breakfast.id, milk.id)).toBe(1);
    expect(await listingNames(dairy.id, milk.id)).toEqual(['Butter', 'Toned Milk']);
    expect(await listingNames(breakfast.id, spreads.id)).toEqual(['Butter']);
    await expectCountsTrue();

    // Relinked: butter leaves milk and breakfast.
    await post(
      'update-product-details',
      { _id: butter, category: [dairy.id], subCategory: [spreads.id] },
      admin,
      'PUT',
    );
    expect(await listingTotal(dairy.id, milk.id)).toBe(1);
    expect(await listingTotal(breakfast.id, spreads.id)).toBe(0);
    expect(await listingNames(breakfast.id, spreads.id)).toEqual([]);
    expect(await listingNames(dairy.id, spreads.id)).toEqual(['Butter']);
    await expectCountsTrue();

    // Unpublished, then published again; an edit that leaves publish alone changes nothing.
    await post('update-product-details', { _id: toned, publish: false }, admin, 'PUT');
    expect(await listingTotal(dairy.id, milk.id)).toBe(0);
    expect(await listingNames(dairy.id, milk.id)).toEqual([]);
    expect(await homeRowNames(dairy.id)).toEqual(['Butter']);
    await post('update-product-details', { _id: toned, price: 65 }, admin, 'PUT');
    await expectCountsTrue();
    await post('update-product-details', { _id: toned, publish: true }, admin, 'PUT');
    expect(await listingTotal(dairy.id, milk.id)).toBe(1);
    expect(await listingNames(dairy.id, milk.id)).toEqual(['Toned Milk']);
    expect(await homeRowNames(dairy.id)).toEqual(['Butter', 'Toned Milk']);
    await expectCountsTrue();

    // An order line's stock update, written as the importer or psql would: the listing row follows.
    await t.db.execute(sql`update products set stock = stock - 1, updated_at = now() + interval '1 minute'
      where id = ${toned}`);
    await expectCountsTrue();
    // Links removed with none added in their place, then added back, as psql would.
    await t.db.execute(sql`delete from product_sub_categories where product_id = ${toned}`);
    await t.db.execute(sql`delete from product_categories where product_id = ${toned}`);
    await expectCountsTrue();
    await t.db.execute(
      sql`insert into product_categories (product_id, category_id) values (${toned}, ${dairy.id})`,
    );
    await t.db.execute(
      sql`insert into product_sub_categories (product_id, sub_category_id) values (${toned}, ${milk.id})`,
    );
    await expectCountsTrue();

    // Deleted: its links go with it, and so does its place in every count.
    await post('delete-product', { _id: butter }, admin, 'DELETE');
    expect(await listingTotal(dairy.id, spreads.id)).toBe(0);
    expect(await listingNames(dairy.id, milk.id)).toEqual(['Toned Milk']);
    await expectCountsTrue();
  });

  it('follow a bulk import and its re-run, and a rebuild after TRUNCATE', async () => {
    await generateCatalogue(t.db, { count: 250, batchSize: 100 });
    await expectCountsTrue();
    await generateCatalogue(t.db, { count: 300, batchSize: 100 });
    await expectCountsTrue();
    const [pair] = await queryRows<{ category_id: string; sub_category_id: string; products: number }>(
      t.db,
      sql`select category_id, sub_category_id, products from listing_counts order by products desc limit 1`,
    );
    expect(await listingTotal(pair!.category_id, pair!.sub_category_id)).toBe(pair!.products);

    await t.db.execute(sql`truncate product_sub_categories`);
    await expectCountsTrue();
    expect(await listingTotal(pair!.category_id, pair!.sub_category_id)).toBe(0);
    expect(await listingNames(pair!.category_id, pair!.sub_category_id)).toEqual([]);
  });
});
