import Constants from 'expo-constants';

type Extra = {
  appEnv: 'development' | 'preview' | 'production';
  backendUrl: string;
  ringlaneApiUrl: string;
  ringlaneApiKey: string;
  mapsApiKey?: string;
};

const extra = (Constants.expoConfig?.extra ?? {}) as Partial<Extra>;

function required<K extends keyof Extra>(key: K): NonNullable<Extra[K]> {
  const value = extra[key];
  if (value === undefined || value === null || value === '') {
    throw new Error(`Missing expo extra "${String(key)}" – check app.config.ts`);
  }
  return value as NonNullable<Extra[K]>;
}

export const env = {
  appEnv: required('appEnv'),
  backendUrl: required('backendUrl'),
  ringlaneApiUrl: required('ringlaneApiUrl'),
  ringlaneApiKey: required('ringlaneApiKey'),
  mapsApiKey: extra.mapsApiKey,
} as const;
