-- A product's words changing — its name, description or details, and with them its search vector — while
-- its publishing, links and the rest stay is announced as 'words:<id>' rather than 'all': the postings
-- index then reads that product again and patches itself in a moment (modules/search/postings-memory.ts)
-- instead of reading a million products' postings again (~30–40 s, searches asking the database meanwhile).
-- Every other listener takes 'words:<id>' as 'all' (db/catalogue-version.ts, plugins/catalogue-cache.ts).
-- Stock, sales, price, discount, unit and images changing alone stay as migrations 0019 and 0021 tell them
-- apart.
CREATE OR REPLACE FUNCTION "notify_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown text[] := ARRAY['stock', 'units_sold', 'updated_at', 'price', 'discount', 'unit', 'images'];
  words text[] := ARRAY['name', 'description', 'more_details', 'search_vector'];
BEGIN
  IF (to_jsonb(NEW) - shown) <> (to_jsonb(OLD) - shown) THEN
    IF (to_jsonb(NEW) - shown - words) = (to_jsonb(OLD) - shown - words) THEN
      PERFORM pg_notify('catalogue_changes', 'words:' || NEW."id");
    ELSE
      PERFORM pg_notify('catalogue_changes', 'all');
    END IF;
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
