import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useGetContactListsQuery, useRemoveContactMutation } from './contactListsApi';
import type { RingvaleApiError } from '../../api/ringvaleErrors';
import { Spinner, EmptyState, ErrorBanner } from '../../ui';

function messageFrom(error: unknown): string {
  const fbq = error as FetchBaseQueryError & { data?: RingvaleApiError };
  if (fbq?.status === 'FETCH_ERROR') return 'Network error';
  return fbq?.data?.error ?? 'Could not load contact lists';
}

export function ContactListTable() {
  const { data, isLoading, error } = useGetContactListsQuery();
  const [removeContact] = useRemoveContactMutation();

  if (isLoading) return <Spinner />;
  if (error) return <ErrorBanner message={messageFrom(error)} />;
  if (!data?.length) return <EmptyState title="No contact lists yet" />;

  return (
    <table className="table">
      <thead>
        <tr>
          <th>Name</th>
          <th>Contacts</th>
          <th>Created</th>
        </tr>
      </thead>
      <tbody>
        {data.map((list) => (
          <tr key={list.id}>
            <td>{list.name}</td>
            <td>{list.contactCount}</td>
            <td>{new Date(list.createdAt).toLocaleDateString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
