import { useQuery } from "@tanstack/react-query";
import { FlatList, Pressable, Text, View } from "react-native";
import { apiFetch, ApiError } from "../api/client";

type List = { id: string; name: string; size: number };

export default function CallListsScreen({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, error, refetch } = useQuery({
    queryKey: ["lists"],
    queryFn: () => apiFetch<List[]>("/dialer/lists"),
    retry: (n, err) => err instanceof ApiError && err.status === 503 && n < 2,
  });

  if (error) {
    const msg = error instanceof ApiError && error.status === 404 ? "No lists yet" : error.message;
    return (
      <Pressable onPress={() => refetch()}>
        <Text>{msg} - tap to retry</Text>
      </Pressable>
    );
  }

  return (
    <FlatList
      data={data ?? []}
      keyExtractor={(l) => l.id}
      renderItem={({ item }) => (
        <Pressable onPress={() => onOpen(item.id)}>
          <View style={{ padding: 16 }}>
            <Text style={{ fontWeight: "600" }}>{item.name}</Text>
            <Text>{item.size} contacts</Text>
          </View>
        </Pressable>
      )}
    />
  );
}
