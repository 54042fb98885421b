-- A product selling out or coming back changes the order of lists and searches (in stock first) but not
-- a word of the catalogue: it is announced as 'stock:<id>' rather than 'all'. The catalogue cache still
-- empties (plugins/catalogue-cache.ts); what a process keeps of the catalogue's words — the vocabulary,
-- the postings index, the suggestion index (which reads that product's stock again) — stays
-- (db/catalogue-version.ts). Other changes of stock or sales alone stay 'product:<id>'.
CREATE OR REPLACE FUNCTION "notify_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'stock' - 'units_sold' - 'updated_at') = (to_jsonb(OLD) - 'stock' - 'units_sold' - 'updated_at') THEN
    IF (NEW."stock" > 0) = (OLD."stock" > 0) THEN
      PERFORM pg_notify('catalogue_changes', 'product:' || NEW."id");
    ELSE
      PERFORM pg_notify('catalogue_changes', 'stock:' || NEW."id");
    END IF;
  ELSE
    PERFORM pg_notify('catalogue_changes', 'all');
  END IF;
  RETURN NULL;
END $$;
