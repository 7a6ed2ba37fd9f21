-- Custom SQL migration file, put your code below! --
-- hand-written:
-- The park gate keeps the card it scanned in memory (docs/decisions/0067): a statement that touches an
-- accreditation card's row (a first card page inserting it, a fee paid moving its cover, SQL by hand)
-- announces "cards:<product>", the product the card belongs to, which its number names. A card page's
-- "insert … on conflict do nothing" that inserts no row announces nothing (transition tables: no rows, no
-- notice), so opening the cards page does not make the gate forget.
SELECT read_changes_watch('accreditation_cards', 'cards', 'r.product_id');
