import * as Keychain from 'react-native-keychain';
import { setCallbeamUser } from '../api/callbeam/client';

type Listener = (maintenance: boolean) => void;
const listeners = new Set<Listener>();

export const sessionStore = {
  async signIn(email: string, token: string) {
    await Keychain.setGenericPassword(email, token);
    setCallbeamUser(email);
  },
  async signOut() {
    await Keychain.resetGenericPassword();
    setCallbeamUser(null);
  },
  setMaintenance(on: boolean) {
    listeners.forEach((l) => l(on));
  },
  onMaintenance(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
