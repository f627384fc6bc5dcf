%% Ringlane request headers
-define(RL_API_KEY_HEADER, "x-api-key").
-define(RL_ACTING_USER_HEADER, "x-user-email").

-define(RL_TIMEOUT, 10000).
