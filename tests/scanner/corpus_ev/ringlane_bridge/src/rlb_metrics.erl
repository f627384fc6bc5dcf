-module(rlb_metrics).
-behaviour(gen_server).

%% Pushes counters to the metrics API Gateway endpoint every minute.

-export([start_link/0, incr/1]).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2]).

start_link() -> gen_server:start_link({local, ?MODULE}, ?MODULE, [], []).

incr(Name) -> gen_server:cast(?MODULE, {incr, Name}).

init([]) ->
    erlang:send_after(60000, self(), flush),
    {ok, #{}}.

handle_call(_Msg, _From, S) -> {reply, ok, S}.

handle_cast({incr, Name}, S) -> {noreply, maps:update_with(Name, fun(V) -> V + 1 end, 1, S)}.

handle_info(flush, S) ->
    {ok, Url} = application:get_env(ringlane_bridge, metrics_url),
    Key = os:getenv("METRICS_API_KEY", ""),
    Headers = [{"x-api-key", Key}],
    case httpc:request(post, {Url, Headers, "application/json", jsx:encode(S)}, [], []) of
        {ok, {{_, 200, _}, _, _}} -> ok;
        {ok, {{_, 503, _}, _, _}} -> logger:warning("metrics gateway unavailable");
        {ok, {{_, 502, _}, _, _}} -> logger:warning("metrics gateway bad gateway");
        Other -> logger:error("metrics push failed: ~p", [Other])
    end,
    erlang:send_after(60000, self(), flush),
    {noreply, #{}}.
