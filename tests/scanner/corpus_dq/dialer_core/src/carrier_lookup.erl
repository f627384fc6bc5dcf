%%% Line-type lookup (mobile / landline / voip) through CarrierScope, via httpc.
%%% Results cached in ETS for 24h.
-module(carrier_lookup).
-behaviour(gen_server).

-export([start_link/0, line_type/1]).
-export([init/1, handle_call/3, handle_cast/2]).

start_link() -> gen_server:start_link({local, ?MODULE}, ?MODULE, [], []).

line_type(E164) -> gen_server:call(?MODULE, {lookup, E164}, 15000).

init([]) ->
    ets:new(carrier_cache, [named_table, set, protected]),
    {ok, Cfg} = application:get_env(dialer_core, carrier_lookup),
    {ok, Cfg}.

handle_call({lookup, E164}, _From, #{url := Url, api_key := Key} = Cfg) ->
    Reply =
        case ets:lookup(carrier_cache, E164) of
            [{_, Type, Exp}] -> case erlang:system_time(second) < Exp of true -> {ok, Type}; false -> fetch(Url, Key, E164) end;
            [] -> fetch(Url, Key, E164)
        end,
    {reply, Reply, Cfg}.

handle_cast(_Msg, S) -> {noreply, S}.

fetch(Url, Key, E164) ->
    Req = {Url ++ "?number=" ++ uri_string:quote(E164), [{"x-api-key", Key}, {"accept", "application/json"}]},
    case httpc:request(get, Req, [{timeout, 5000}], [{body_format, binary}]) of
        {ok, {{_, 200, _}, _, Body}} ->
            #{<<"line_type">> := Type} = jsx:decode(Body, [return_maps]),
            ets:insert(carrier_cache, {E164, Type, erlang:system_time(second) + 86400}),
            {ok, Type};
        {ok, {{_, 404, _}, _, _}} -> {error, unknown_number};
        {ok, {{_, 502, _}, _, _}} -> {error, upstream_carrier_unreachable};
        {ok, {{_, 503, _}, _, _}} -> {error, lookup_maintenance};
        {ok, {{_, Status, _}, _, Body}} ->
            case catch jsx:decode(Body, [return_maps]) of
                #{<<"error">> := Msg} -> {error, {Status, Msg}};
                _ -> {error, {http, Status}}
            end;
        {error, Reason} -> {error, Reason}
    end.
