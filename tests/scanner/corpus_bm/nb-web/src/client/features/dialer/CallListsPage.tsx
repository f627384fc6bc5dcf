import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { http } from "../../api/http";

type CallList = { id: string; name: string; size: number };
type ApiError = { error: string };

export function CallListsPage() {
  const qc = useQueryClient();
  const lists = useQuery({
    queryKey: ["call-lists"],
    queryFn: async () => (await http.get<CallList[]>("/call-lists")).data,
  });
  const remove = useMutation({
    mutationFn: (id: string) => http.delete(`/call-lists/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["call-lists"] }),
  });

  if (lists.isLoading) return <p>Loading call lists…</p>;
  if (lists.isError) {
    const data = (lists.error as any)?.response?.data as ApiError | undefined;
    return <p className="error">{data?.error ?? "Could not load call lists"}</p>;
  }
  return (
    <table>
      <tbody>
        {lists.data!.map((l) => (
          <tr key={l.id}>
            <td>{l.name}</td>
            <td>{l.size}</td>
            <td><button onClick={() => remove.mutate(l.id)}>Remove</button></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
