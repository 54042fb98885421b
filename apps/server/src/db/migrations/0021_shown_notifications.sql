-- A product's price, discount, unit or images change what its answers show, not a word of the catalogue
-- nor any product's place in a list or a search: announced as 'shown:<id>' rather than 'all'. The
-- catalogue cache drops only that product's answers (plugins/catalogue-cache.ts), and what a process keeps
-- of the catalogue's words — the vocabulary, the postings index, the suggestion index (which reads that
-- product's image again) — stays (db/catalogue-version.ts): a price edit at a million products no longer
-- sends searches to the database while those are read again (docs/performance.md). Should the same update
-- move the product's stock or sales, it is announced as those are (migration 0019).
CREATE OR REPLACE FUNCTION "notify_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'stock' - 'units_sold' - 'updated_at' - 'price' - 'discount' - 'unit' - 'images')
      <> (to_jsonb(OLD) - 'stock' - 'units_sold' - 'updated_at'
          - 'price' - 'discount' - 'unit' - 'images') THEN
    PERFORM pg_notify('catalogue_changes', 'all');
  ELSIF (NEW."stock" > 0) <> (OLD."stock" > 0) THEN
    PERFORM pg_notify('catalogue_changes', 'stock:' || NEW."id");
  ELSIF (NEW."stock", NEW."units_sold") = (OLD."stock", OLD."units_sold")
      AND (NEW."price", NEW."discount", NEW."unit", NEW."images")
        IS DISTINCT FROM (OLD."price", OLD."discount", OLD."unit", OLD."images") THEN
    PERFORM pg_notify('catalogue_changes', 'shown:' || NEW."id");
  ELSE
    PERFORM pg_notify('catalogue_changes', 'product:' || NEW."id");
  END IF;
  RETURN NULL;
END $$;
