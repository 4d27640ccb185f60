import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * PostgreSQL search reads a table of words instead of the items' GIN index (issue 18).
 *
 * With the GIN index, a search on a large catalogue read the row of every item that matched, to
 * rank it and to count it: 600 ms for a word that 100 000 of 1 000 000 items carry. Here each
 * item's words are rows of `search_words` (website, word, the item's number, date of
 * publication, how many times the item says the word), and a search is an index-only scan of
 * the words that start with each term: counting and ranking never touch `items`.
 *
 * A trigger keeps the words as items are written, whichever code writes them, a process of the
 * previous version included. SQLite keeps its FTS5 table (migration 0001), which already answers
 * from its own index.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return
  // A number per item: the words name it by that, as numbers hash and compare faster than uids.
  // Adding it rewrites items under a lock: item queries wait for it, seconds on a large site.
  await sql`ALTER TABLE items ADD COLUMN search_no bigint GENERATED ALWAYS AS IDENTITY`.execute(db)
  await sql`CREATE UNIQUE INDEX items_search_no ON items (search_no)`.execute(db)
  // "C" order, so that a prefix (`word LIKE 'fore%'`) is a range of the primary key.
  await sql`CREATE TABLE search_words (
    website_uid text NOT NULL,
    word text COLLATE "C" NOT NULL,
    item_no bigint NOT NULL,
    published_at text NOT NULL,
    weight integer NOT NULL,
    CONSTRAINT search_words_pk PRIMARY KEY (website_uid, word, item_no)
      INCLUDE (published_at, weight)
  )`.execute(db)
  // A word's weight is how many times it appears in the item's search text.
  await sql`CREATE FUNCTION item_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_words
        WHERE website_uid = OLD.website_uid
          AND word = ANY (tsvector_to_array(to_tsvector('simple', OLD.search_text)))
          AND item_no = OLD.search_no;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO search_words (website_uid, word, item_no, published_at, weight)
        SELECT NEW.website_uid, lexeme, NEW.search_no, NEW.published_at,
          coalesce(cardinality(positions), 1)
        FROM unnest(to_tsvector('simple', NEW.search_text));
      END IF;
      RETURN NULL;
    END $$`.execute(db)
  await sql`CREATE TRIGGER items_search_words
    AFTER INSERT OR DELETE OR UPDATE OF search_text, published_at ON items
    FOR EACH ROW EXECUTE FUNCTION item_search_words()`.execute(db)
  await sql`INSERT INTO search_words (website_uid, word, item_no, published_at, weight)
    SELECT items.website_uid, words.lexeme, items.search_no, items.published_at,
      coalesce(cardinality(words.positions), 1)
    FROM items, unnest(to_tsvector('simple', items.search_text)) AS words`.execute(db)
  // The column items.search_vector and its GIN index stay, unused here: processes of the
  // previous version still search them until they are restarted (docs/deploy.md, Upgrades).
  // Migration 0035 drops them.
}
