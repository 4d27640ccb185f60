import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * search_words' primary key puts a word's rows in order of weight, then item (issue 18).
 *
 * A one-word search ranks by weight, the most recent item first among equals: with the key in
 * item order, a word that 100 000 items carry was sorted whole for each page, half a second on a
 * 1 000 000-item catalogue. In (weight, item) order a page is the start of a backward scan.
 *
 * The trigger now names each row by its whole key, word and weight from the item's text, so
 * that deleting or re-dating an item's words stays a handful of probes. Rebuilding the key
 * locks search_words: searches and item saves wait for it, 33 s on the bench's 1 000 000 items.
 * PostgreSQL only, as migration 0033.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return
  await sql`ALTER TABLE search_words DROP CONSTRAINT search_words_pk`.execute(db)
  await sql`ALTER TABLE search_words ADD CONSTRAINT search_words_pk
    PRIMARY KEY (website_uid, word, weight, item_no) INCLUDE (published_at)`.execute(db)
  // An item's words as rows of the key: (word, weight).
  await sql`CREATE FUNCTION item_words(search_text text) RETURNS TABLE (word text, weight integer)
    LANGUAGE sql IMMUTABLE AS $$
      SELECT lexeme, coalesce(cardinality(positions), 1)
      FROM unnest(to_tsvector('simple', search_text))
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
        END IF;
        RETURN NULL;
      END IF;
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_words USING item_words(OLD.search_text) AS words
        WHERE search_words.website_uid = OLD.website_uid
          AND search_words.word = words.word AND search_words.weight = words.weight
          AND search_words.item_no = OLD.search_no;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO search_words (website_uid, word, item_no, published_at, weight)
        SELECT NEW.website_uid, words.word, NEW.search_no, NEW.published_at, words.weight
        FROM item_words(NEW.search_text) AS words;
      END IF;
      RETURN NULL;
    END $$`.execute(db)
}
