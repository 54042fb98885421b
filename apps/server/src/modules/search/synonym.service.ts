import type { SynonymGroupBody, SynonymGroupDto } from '@kirana/shared/search';
import type { Database } from '../../db/client';
import { isId } from '../../db/ids';
import { conflict, notFound } from '../../http/http-error';
import {
  deleteSynonymGroup,
  groupsSharingTerms,
  insertSynonymGroup,
  listSynonymGroups,
  lockSynonyms,
  type SynonymGroupRow,
  updateSynonymGroup,
} from './synonym.repository';

/** What the synonym services need; routes pass app.deps. */
export interface SynonymContext {
  db: Database;
}

const toDto = (row: SynonymGroupRow): SynonymGroupDto => ({
  _id: row.id,
  terms: row.terms,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function getSynonymGroups({ db }: SynonymContext): Promise<SynonymGroupDto[]> {
  return (await listSynonymGroups(db)).map(toDto);
}

/**
 * A term belongs to one group only: search applies the first group holding a query's term, so a term in
 * two groups would make one of them silently useless.
 */
async function requireTermsFree(
  db: Parameters<typeof groupsSharingTerms>[0],
  terms: string[],
  exceptId?: string,
) {
  const [other] = await groupsSharingTerms(db, terms, exceptId);
  if (!other) return;
  const shared = terms.filter((term) => other.terms.includes(term));
  throw conflict(`“${shared.join('”, “')}” is already in the group ${other.terms.join(', ')}`);
}

export async function addSynonymGroup(
  { db }: SynonymContext,
  body: SynonymGroupBody,
): Promise<SynonymGroupDto> {
  return db.transaction(async (tx) => {
    await lockSynonyms(tx);
    await requireTermsFree(tx, body.terms);
    return toDto(await insertSynonymGroup(tx, body.terms));
  });
}

export async function editSynonymGroup(
  { db }: SynonymContext,
  id: string,
  body: SynonymGroupBody,
): Promise<SynonymGroupDto> {
  return db.transaction(async (tx) => {
    await lockSynonyms(tx);
    await requireTermsFree(tx, body.terms, id);
    const row = isId(id) ? await updateSynonymGroup(tx, id, body.terms) : undefined;
    if (!row) throw notFound('Synonym group not found');
    return toDto(row);
  });
}

export async function removeSynonymGroup({ db }: SynonymContext, id: string): Promise<void> {
  if (!isId(id) || !(await deleteSynonymGroup(db, id))) throw notFound('Synonym group not found');
}
