import React from 'react';
import { ActivityIndicator, FlatList, Pressable, Text, View } from 'react-native';
import { useContactList, useRemoveContact } from '../hooks/useContactLists';
import { humanize } from '../utils/errors';

export function CallListScreen({ route }: { route: { params: { listId: string } } }) {
  const { listId } = route.params;
  const { data, error, isLoading, refetch } = useContactList(listId);
  const remove = useRemoveContact(listId);

  if (isLoading) return <ActivityIndicator testID="call-list-loading" />;
  if (error) {
    return (
      <View testID="call-list-error">
        <Text>{humanize(error)}</Text>
        <Pressable onPress={() => refetch()}>
          <Text>Try again</Text>
        </Pressable>
      </View>
    );
  }

  return (
    <View testID="call-list-screen">
      <Text accessibilityRole="header">{data?.name}</Text>
      <Text>{data?.contact_count} homeowners</Text>
      <FlatList
        data={[]}
        renderItem={null}
        ListEmptyComponent={<Text>Pull to refresh</Text>}
      />
      <Pressable testID="remove-last" onPress={() => remove.mutate('+15125550143')}>
        <Text>Remove test number</Text>
      </Pressable>
    </View>
  );
}
