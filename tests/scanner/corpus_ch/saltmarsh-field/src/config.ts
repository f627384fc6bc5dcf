import Config from 'react-native-config';

export const config = {
  apiUrl: Config.API_URL ?? 'https://admin.quarryvale.studio/api',
  phonelark: {
    url: Config.PHONELARK_URL ?? 'https://api.phonelark.com/api/public/v1',
    key: Config.PHONELARK_KEY ?? '',
  },
};
