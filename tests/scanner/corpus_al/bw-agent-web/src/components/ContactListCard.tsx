import useSWR from "swr";
import { api } from "@/lib/api";

type Props = { listId: string };

export function ContactListCard({ listId }: Props) {
  const { data, error, isLoading } = useSWR(`/contact-lists/${listId}`, (url) =>
    api.get(url).then((r) => r.data),
  );
  if (isLoading) return <div className="skeleton h-24" />;
  if (error) return <p className="text-red-600">{String(error.message)}</p>;
  return (
    <div className="rounded border p-4">
      <h3 className="font-semibold">{data.name}</h3>
      <p>{data.contact_count} contacts · owner {data.owner_email}</p>
    </div>
  );
}
