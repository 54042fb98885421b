import type { SynonymGroupDto } from '@kirana/shared/search';
import { useState } from 'react';
import { AdminListStates } from '../../../components/admin/admin-list-states';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteSynonymGroupMutation, useGetSynonymGroupsQuery } from '../api/synonym-api';
import { SynonymFormDialog } from '../components/synonym-form-dialog';
import { useConfirmDelete } from '../hooks/use-confirm-delete';

type FormState = { open: false } | { open: true; group?: SynonymGroupDto };

/** Dashboard → Synonyms: the groups of words search treats as one ('dahi', 'curd'), to add, edit and delete. */
export function SynonymAdminPage() {
  const { data: groups = [], isLoading, isError, error, refetch } = useGetSynonymGroupsQuery();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleteGroup, { isLoading: deleting }] = useDeleteSynonymGroupMutation();
  const deletion = useConfirmDelete((group: SynonymGroupDto) => deleteGroup(group._id).unwrap());

  return (
    <section>
      <div className="flex items-center justify-between gap-4 border-b border-neutral-200 pb-3">
        <h1 className="text-xl font-semibold">Synonyms</h1>
        <Button onClick={() => setForm({ open: true })}>Add Synonyms</Button>
      </div>
      <p className="mt-3 text-sm text-neutral-600">
        A search for any word of a group also finds products named with the others.
      </p>

      <AdminListStates
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        error={error}
        what="synonyms"
        isEmpty={groups.length === 0}
        skeleton={Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-12" />
        ))}
      >
        <ul className="mt-4 divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
          {groups.map((group) => (
            <li key={group._id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <ul aria-label="Terms" className="flex min-w-0 flex-1 flex-wrap gap-1.5">
                {group.terms.map((term) => (
                  <li key={term} className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm text-green-900">
                    {term}
                  </li>
                ))}
              </ul>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  aria-label={`Edit ${group.terms.join(', ')}`}
                  onClick={() => setForm({ open: true, group })}
                >
                  Edit
                </Button>
                <Button
                  variant="outline"
                  aria-label={`Delete ${group.terms.join(', ')}`}
                  onClick={() => deletion.ask(group)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </AdminListStates>

      <SynonymFormDialog
        open={form.open}
        group={form.open ? form.group : undefined}
        onClose={() => setForm({ open: false })}
      />
      <ConfirmDialog
        open={deletion.toDelete !== null}
        title="Delete Synonyms"
        message={`Delete the group ${deletion.toDelete?.terms.join(', ') ?? ''}? Searches for its words will no longer find each other.`}
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </section>
  );
}
