import Config from 'react-native-config';

export const APP_API_URL = Config.APP_API_URL ?? 'https://app.quillpath.io/api';

// Field reps' offline dialer talks to Dialforge directly (legacy, see QP-88)
export const DIALFORGE = {
  host: Config.DIALFORGE_HOST ?? 'https://api.dialforge.com',
  version: 'v1',
  key: Config.DIALFORGE_KEY ?? 'dfk_Tq83LxWm20bRz9Ve4NcYh6Ps',
};
