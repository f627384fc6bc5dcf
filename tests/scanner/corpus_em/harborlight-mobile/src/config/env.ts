import Config from 'react-native-config';

export const env = {
  backendUrl: Config.BACKEND_URL ?? 'http://localhost:3000/api/v1',
  callbeamUrl: Config.CALLBEAM_URL ?? 'https://api.callbeam.com/api/public/v1',
  callbeamKey: Config.CALLBEAM_KEY ?? '',
  segmentWriteKey: Config.SEGMENT_WRITE_KEY ?? '',
};
