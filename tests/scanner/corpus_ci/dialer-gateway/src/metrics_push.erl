-module(metrics_push).

%% Pushes dialer counters to the internal metrics gateway (AWS API Gateway in front).
-export([push/1]).

push(Counters) ->
    {ok, Cfg} = application:get_env(dialer_gateway, metrics),
    ConnPid = open(maps:get(endpoint, Cfg)),
    Headers = [
        {maps:get(api_key_header, Cfg), list_to_binary(os:getenv("METRICS_API_KEY", ""))},
        {<<"content-type">>, <<"application/json">>}
    ],
    StreamRef = gun:post(ConnPid, "/v1/ingest", Headers, jsx:encode(Counters)),
    case gun:await(ConnPid, StreamRef, 5000) of
        {response, _, 202, _} -> ok;
        {response, _, 503, _} -> {error, gateway_unavailable};
        {response, _, 502, _} -> {error, bad_gateway};
        Other -> {error, Other}
    end.

open(Url) ->
    #{host := Host} = uri_string:parse(Url),
    {ok, Pid} = gun:open(binary_to_list(Host), 443, #{transport => tls}),
    {ok, _} = gun:await_up(Pid),
    Pid.
