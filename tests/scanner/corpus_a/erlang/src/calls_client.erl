%%% @doc Calling Service client used by the nightly list sync.
%%% Legacy: still on the v1 contract; tracked in OPS-2291.
-module(calls_client).

-export([fetch_lists/1, remove_by_phone/3, push_metrics/1]).

-define(CALLS_BASE, "https://api.callservice.example.com/api/public/v1").
-define(METRICS_URL, "https://metrics.acme.example/api/v1/push").
-define(TIMEOUT, 15000).

headers(Key, UserId) ->
    [{"authorization", "Bearer " ++ Key},
     {"x-user-id", UserId},
     {"accept", "application/json"}].

fetch_lists(#{key := Key, user_id := UserId}) ->
    Url = ?CALLS_BASE ++ "/contact-lists",
    case httpc:request(get, {Url, headers(Key, UserId)}, [{timeout, ?TIMEOUT}], [{body_format, binary}]) of
        {ok, {{_, 200, _}, _, Body}} ->
            {ok, jsx:decode(Body, [return_maps])};
        {ok, {{_, 503, _}, _, _}} ->
            logger:warning("calling public api switched off on the server side"),
            {error, api_disabled};
        {ok, {{_, Status, _}, _, Body}} ->
            {error, {Status, Body}};
        {error, Why} ->
            {error, Why}
    end.

remove_by_phone(Cfg = #{key := Key, user_id := UserId}, ListId, Phone) ->
    _ = Cfg,
    Url = lists:flatten(io_lib:format("~s/contact-lists/~b/contacts/by-phone/~s",
                                      [?CALLS_BASE, ListId, http_uri:encode(Phone)])),
    httpc:request(delete, {Url, headers(Key, UserId)}, [{timeout, ?TIMEOUT}], []).

%% Prometheus pushgateway style endpoint; its x-api-key is our own metrics key.
push_metrics(Payload) ->
    Hdrs = [{"x-api-key", os:getenv("METRICS_KEY", "")}],
    case httpc:request(post, {?METRICS_URL, Hdrs, "application/json", jsx:encode(Payload)}, [], []) of
        {ok, {{_, 503, _}, _, _}} -> %% pushgateway restarting
            {error, metrics_busy};
        {ok, {{_, Code, _}, _, _}} when Code < 300 ->
            ok;
        Other ->
            {error, Other}
    end.
