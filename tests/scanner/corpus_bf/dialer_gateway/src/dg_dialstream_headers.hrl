%% Header names for the Dialstream public API.
-define(DS_KEY_HEADER, <<"X-Api-Key">>).
-define(DS_USER_HEADER, <<"X-User-Id">>).
-define(DS_CONTENT_TYPE, {<<"Content-Type">>, <<"application/json">>}).
