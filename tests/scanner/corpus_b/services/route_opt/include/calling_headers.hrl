%%% ---------------------------------------------------------------------------
%%% Shared definitions for talking to the DialSuite Calling Service.
%%% Included by route_opt_calling and route_opt_eta_notifier.
%%% ---------------------------------------------------------------------------
-ifndef(CALLING_HEADERS_HRL).
-define(CALLING_HEADERS_HRL, true).

-define(CALLING_API_VERSION, "v1").
-define(CALLING_KEY_HEADER, <<"X-Api-Key">>).
-define(CALLING_USER_HEADER, <<"X-User-Id">>).
-define(JSON_CT, {<<"Content-Type">>, <<"application/json">>}).

%% Request-id header we add ourselves for log correlation (not DialSuite's).
-define(TRACE_HEADER, <<"X-Haulwise-Trace">>).

-define(CALLING_TIMEOUT_MS, 10000).

-record(calling_cfg, {
    host      :: string(),
    api_key   :: binary(),
    ops_user  :: binary()
}).

-endif.
