-module(dialer_core_app).
-behaviour(application).

-export([start/2, stop/1]).

start(_StartType, _StartArgs) ->
    {ok, Port} = application:get_env(dialer_core, http_port),
    Dispatch = cowboy_router:compile([
        {'_', [
            {"/webhooks/dialstream", dialstream_webhook_handler, []},
            {"/webhooks/slack", slack_events_handler, []},
            {"/healthz", dialer_health_handler, []}
        ]}
    ]),
    {ok, _} = cowboy:start_clear(dialer_http, [{port, Port}], #{env => #{dispatch => Dispatch}}),
    ok = hackney_pool:start_pool(dialstream, [{timeout, 15000}, {max_connections, 50}]),
    dialer_core_sup:start_link().

stop(_State) ->
    ok = cowboy:stop_listener(dialer_http),
    hackney_pool:stop_pool(dialstream).
