import type { StoreMemberBody } from '@kirana/shared/store';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { AdminListStates } from '../../../components/admin/admin-list-states';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { inputStyles, TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { useGetMembersQuery, useGetStoresQuery, useSetMemberMutation } from '../api/store-admin-api';

const ROLE_LABEL = { STORE_STAFF: 'Store staff', RIDER: 'Rider' } as const;

/**
 * Dashboard → Staff (docs/product-rules.md "Roles"): who runs which store and who rides for it. An admin
 * gives an account (by email) a role and its stores, or takes them away.
 */
export function StaffAdminPage() {
  const members = useGetMembersQuery();
  const stores = useGetStoresQuery();
  const [setMember, { isLoading }] = useSetMemberMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StoreMemberBody['role']>('STORE_STAFF');
  const [storeIds, setStoreIds] = useState<string[]>([]);
  const roleId = useId();

  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (role !== 'USER' && storeIds.length === 0) {
      setProblem(role === 'RIDER' ? 'Choose the store they ride for' : 'Choose at least one store');
      return;
    }
    setProblem(undefined);
    try {
      const response = await setMember({ email, role, storeIds: role === 'USER' ? [] : storeIds }).unwrap();
      toast.success(response.message ?? 'Staff updated');
      setEmail('');
      setStoreIds([]);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <section className="min-w-0">
      <h1 className="border-b border-neutral-200 pb-3 text-xl font-semibold">Staff</h1>
      <form
        onSubmit={submit}
        className="mt-4 grid gap-4 rounded-lg border border-neutral-200 p-4 sm:grid-cols-2"
      >
        <TextField
          label="Account email"
          type="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="grid gap-1">
          <label htmlFor={roleId} className="text-sm font-medium text-neutral-800">
            Role
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as StoreMemberBody['role'])}
            className={inputStyles}
          >
            <option value="STORE_STAFF">Store staff (one or more stores)</option>
            <option value="RIDER">Rider (one store)</option>
            <option value="USER">Shopper (no store role)</option>
          </select>
        </div>
        {role !== 'USER' && (
          <fieldset
            className="grid gap-2 sm:col-span-2"
            aria-describedby={problem ? 'staff-stores-problem' : undefined}
          >
            <legend className="text-sm font-medium">Stores</legend>
            <div className="flex flex-wrap gap-3">
              {(stores.data ?? []).map((store) => (
                <label key={store._id} className="flex items-center gap-2 text-sm">
                  <input
                    type={role === 'RIDER' ? 'radio' : 'checkbox'}
                    name="stores"
                    checked={storeIds.includes(store._id)}
                    onChange={(event) =>
                      setStoreIds(
                        role === 'RIDER'
                          ? [store._id]
                          : event.target.checked
                            ? [...storeIds, store._id]
                            : storeIds.filter((id) => id !== store._id),
                      )
                    }
                    className="size-4 accent-buy"
                  />
                  {store.name}
                </label>
              ))}
            </div>
            {problem && (
              <p id="staff-stores-problem" role="alert" className="text-sm text-red-700">
                {problem}
              </p>
            )}
          </fieldset>
        )}
        <Button type="submit" disabled={isLoading} className="sm:col-span-2 sm:justify-self-start">
          {isLoading ? 'Saving...' : 'Save'}
        </Button>
      </form>

      <AdminListStates
        isLoading={members.isLoading}
        isError={members.isError}
        onRetry={() => void members.refetch()}
        error={members.error}
        what="staff"
        isEmpty={(members.data?.length ?? 0) === 0}
        skeleton={<Skeleton className="h-24" />}
      >
        <ul className="mt-4 divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
          {members.data?.map((member) => (
            <li key={member.userId} className="grid gap-0.5 px-3 py-2 text-sm">
              <span className="font-medium">
                {member.name} <span className="font-normal text-neutral-600">{member.email}</span>
              </span>
              <span>
                {ROLE_LABEL[member.role]}: {member.stores.map((store) => store.name).join(', ') || 'no store'}
              </span>
            </li>
          ))}
        </ul>
      </AdminListStates>
    </section>
  );
}
