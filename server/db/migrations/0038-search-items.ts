import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * Each item's words in one row of `search_items`, under a GIN index, for searches of several
 * whole words (issue 18).
 *
 * Through search_words, two words that 100 000 of 1 000 000 items carry each were matched by
 * joining their 100 000 rows on the item: 120–210 ms warm, over a second cold, to find the
 * 8 000 items that say both. The GIN index on `words` intersects the two words' item lists
 * itself, and a match's weights are read from its one row: 33–65 ms for the same search.
 * search_words stays for one word, whose rows come in rank order, and for the start of a word.
 *
 * The trigger of migration 0037 keeps both tables, so every writer keeps them alike. The index
 * holds every website's words: a word other websites say too costs their rows to the recheck,
 * not a wrong answer. Filling the table holds item saves (docs/deploy.md, Upgrades): about a
 * minute for 1 000 000 items. PostgreSQL only, as migration 0033.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return
  // Item saves wait until the table is filled and the trigger fills it: a save in between would
  // run the trigger of 0037 and be missed by the copy below. Reads go on.
  await sql`LOCK TABLE items IN SHARE MODE`.execute(db)
  // words[n] is said weights[n] times; both in the order of the words.
  await sql`CREATE TABLE search_items (
    item_no bigint NOT NULL PRIMARY KEY,
    website_uid text NOT NULL,
    published_at text NOT NULL,
    words text[] NOT NULL,
    weights integer[] NOT NULL
  )`.execute(db)
  await sql`CREATE FUNCTION item_word_arrays(search_text text, OUT words text[], OUT weights integer[])
    LANGUAGE sql IMMUTABLE AS $$
      SELECT coalesce(array_agg(word ORDER BY word), '{}'),
        coalesce(array_agg(weight ORDER BY word), '{}')
      FROM item_words(search_text)
    $$`.execute(db)
  await sql`CREATE OR REPLACE FUNCTION item_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.search_text IS NOT DISTINCT FROM NEW.search_text THEN
        IF OLD.published_at IS DISTINCT FROM NEW.published_at THEN
          UPDATE search_words SET published_at = NEW.published_at
          FROM item_words(NEW.search_text) AS words
          WHERE search_words.website_uid = NEW.website_uid
            AND search_words.word = words.word AND search_words.weight = words.weight
            AND search_words.item_no = NEW.search_no;
          UPDATE search_items SET published_at = NEW.published_at
          WHERE item_no = NEW.search_no;
        END IF;
        RETURN NULL;
      END IF;
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_words USING item_words(OLD.search_text) AS words
        WHERE search_words.website_uid = OLD.website_uid
          AND search_words.word = words.word AND search_words.weight = words.weight
          AND search_words.item_no = OLD.search_no;
        DELETE FROM search_items WHERE item_no = OLD.search_no;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO search_words (website_uid, word, item_no, published_at, weight)
        SELECT NEW.website_uid, words.word, NEW.search_no, NEW.published_at, words.weight
        FROM item_words(NEW.search_text) AS words;
        INSERT INTO search_items (item_no, website_uid, published_at, words, weights)
        SELECT NEW.search_no, NEW.website_uid, NEW.published_at, arrays.words, arrays.weights
        FROM item_word_arrays(NEW.search_text) AS arrays;
      END IF;
      RETURN NULL;
    END $$`.execute(db)
  await sql`INSERT INTO search_items (item_no, website_uid, published_at, words, weights)
    SELECT items.search_no, items.website_uid, items.published_at, arrays.words, arrays.weights
    FROM items, item_word_arrays(items.search_text) AS arrays`.execute(db)
  // Built once the rows are in: faster than growing it row by row.
  await sql`CREATE INDEX search_items_words ON search_items USING gin (words)`.execute(db)
}
