%% Dialstream public API -- shared definitions.
-ifndef(DIALSTREAM_HRL).
-define(DIALSTREAM_HRL, true).

-define(DS_DEFAULT_BASE, "https://api.dialstream.io/api/public/v1").
-define(DS_KEY_HEADER, <<"x-api-key">>).
-define(DS_USER_HEADER, <<"X-User-Id">>).
-define(DS_LISTS_PATH, "/contact-lists").

%% statuses we retry inside the gen_server before surfacing an error
-define(DS_RETRY_STATUSES, [429, 502]).
-define(DS_MAX_ATTEMPTS, 3).

-record(ds_list, {
    id :: binary(),
    name :: binary(),
    contact_count = 0 :: non_neg_integer()
}).

-endif.
