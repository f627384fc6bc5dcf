import { FlatList, Pressable, RefreshControl, Text, View } from 'react-native';
import { router } from 'expo-router';

import { useContactLists } from '@/hooks/useContactLists';
import { RinglaneApiError } from '@/api/ringlane/errors';

export default function ContactListsScreen() {
  const { data, error, isLoading, refetch, isRefetching } = useContactLists();

  if (error) {
    const message =
      error instanceof RinglaneApiError && error.isApiDisabled
        ? 'Calling is currently disabled.'
        : 'Something went wrong loading your lists.';
    return (
      <View testID="contact-lists-error" style={{ padding: 24 }}>
        <Text>{message}</Text>
        <Pressable testID="contact-lists-retry" onPress={() => refetch()}>
          <Text>Retry</Text>
        </Pressable>
      </View>
    );
  }

  return (
    <FlatList
      testID="contact-lists"
      data={data ?? []}
      keyExtractor={(l) => l.id}
      refreshControl={<RefreshControl refreshing={isLoading || isRefetching} onRefresh={refetch} />}
      renderItem={({ item }) => (
        <Pressable testID={`contact-list-${item.id}`} onPress={() => router.push(`/lists/${item.id}`)}>
          <Text>{item.name}</Text>
          <Text>{item.contactCount} contacts</Text>
        </Pressable>
      )}
    />
  );
}
