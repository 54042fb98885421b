-- Every order line updates its product's stock and sales, or a store's stock row. With pages packed full
-- (fillfactor 100, as a bulk load leaves them) the new version of the row goes to another page, and every
-- index of the table gets an entry for it (for products: two GIN indexes among five). A tenth of each page
-- kept free lets the update stay on its page (HOT): no index entries, and the old version pruned in place
-- without a vacuum, which PGlite never runs. Pages written from now on keep the room; existing ones get it
-- when rewritten.
ALTER TABLE "products" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "store_stock" SET (fillfactor = 90);
