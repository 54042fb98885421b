import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { searchSynonyms } from '../../db/schema';

export type SynonymGroupRow = typeof searchSynonyms.$inferSelect;

/** Every synonym group's terms, oldest group first. */
export async function synonymGroupTerms(db: Executor): Promise<string[][]> {
  const rows = await db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id));
  return rows.map((row) => row.terms);
}

export function listSynonymGroups(db: Executor): Promise<SynonymGroupRow[]> {
  return db.select().from(searchSynonyms).orderBy(desc(searchSynonyms.createdAt), desc(searchSynonyms.id));
}

/** Groups other than `exceptId` holding any of these terms, with the terms they share. */
export async function groupsSharingTerms(
  db: Executor,
  terms: readonly string[],
  exceptId?: string,
): Promise<SynonymGroupRow[]> {
  const others = exceptId ? sql` and ${searchSynonyms.id} <> ${exceptId}` : sql``;
  return db
    .select()
    .from(searchSynonyms)
    .where(sql`${searchSynonyms.terms} && string_to_array(${terms.join(',')}, ',')${others}`);
}

export async function insertSynonymGroup(db: Executor, terms: string[]): Promise<SynonymGroupRow> {
  const [row] = await db.insert(searchSynonyms).values({ terms }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSynonymGroup(
  db: Executor,
  id: string,
  terms: string[],
): Promise<SynonymGroupRow | undefined> {
  const [row] = await db.update(searchSynonyms).set({ terms }).where(eq(searchSynonyms.id, id)).returning();
  return row;
}

export async function deleteSynonymGroup(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  return rows.length > 0;
}

/** Serialises writes to the synonym list, so two admins cannot put one term in two groups at once. */
export async function lockSynonyms(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);
}
