-module(ringlane_bridge_app).
-behaviour(application).

-export([start/2, stop/1]).

start(_StartType, _StartArgs) ->
    {ok, Port} = application:get_env(ringlane_bridge, http_port),
    Dispatch = cowboy_router:compile([
        {'_', [
            {"/hooks/ringlane", rlb_webhook_handler, []},
            {"/healthz", rlb_health_handler, []}
        ]}
    ]),
    {ok, _} = cowboy:start_clear(rlb_http, [{port, Port}], #{env => #{dispatch => Dispatch}}),
    ringlane_bridge_sup:start_link().

stop(_State) ->
    ok = cowboy:stop_listener(rlb_http).
