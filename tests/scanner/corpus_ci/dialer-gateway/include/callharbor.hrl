%% Shared definitions for the CallHarbor client.
-define(CH_KEY_HEADER, <<"X-Api-Key">>).
-define(CH_USER_HEADER, <<"X-User-Id">>).
-define(CH_SIG_HEADER, <<"x-callharbor-signature">>).
-define(CH_TIMEOUT, 10000).

-record(ch_error, {status :: integer(), reason :: atom(), message :: binary(), details = [] :: list()}).
