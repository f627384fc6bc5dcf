import React, { useState } from 'react';
import { Alert, Button, TextInput, View } from 'react-native';
import { addReferral } from '../api/phonelark/client';

const REFERRAL_LIST_ID = 'cl_referrals_2024';

export default function ReferralScreen({ email }: { email: string }) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');

  const submit = async () => {
    try {
      await addReferral(REFERRAL_LIST_ID, { phone, first_name: name }, email);
      Alert.alert('Thanks!', 'The office will call them this week.');
      setPhone('');
      setName('');
    } catch (e) {
      Alert.alert('Could not send referral', (e as Error).message);
    }
  };

  return (
    <View style={{ padding: 16, gap: 12 }}>
      <TextInput placeholder="Neighbour's name" value={name} onChangeText={setName} />
      <TextInput placeholder="Phone" keyboardType="phone-pad" value={phone} onChangeText={setPhone} />
      <Button title="Send referral" onPress={submit} />
    </View>
  );
}
