import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * The trigger of migration 0033 wrote an item's words again on every update that named its
 * search text or its date, changed or not: a save of an item's price deleted and inserted each of
 * its words, and rescheduling a thousand items rewrote all their words. Now an update that changes
 * neither writes nothing, and one that changes only the date moves the date of the item's words in
 * place. PostgreSQL only, as 0033.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return
  await sql`CREATE OR REPLACE FUNCTION item_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.search_text IS NOT DISTINCT FROM NEW.search_text THEN
        IF OLD.published_at IS DISTINCT FROM NEW.published_at THEN
          UPDATE search_words SET published_at = NEW.published_at
          WHERE website_uid = NEW.website_uid
            AND word = ANY (tsvector_to_array(to_tsvector('simple', NEW.search_text)))
            AND item_no = NEW.search_no;
        END IF;
        RETURN NULL;
      END IF;
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
}
