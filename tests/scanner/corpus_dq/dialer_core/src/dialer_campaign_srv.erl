%%% Drains the campaign lead queue into Dialstream in batches of 500.
-module(dialer_campaign_srv).
-behaviour(gen_server).

-include_lib("kernel/include/logger.hrl").

-export([start_link/0, enqueue/2]).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2]).

-define(BATCH, 500).
-define(TICK_MS, 5000).

start_link() ->
    gen_server:start_link({local, ?MODULE}, ?MODULE, [], []).

enqueue(ListId, Phones) ->
    gen_server:cast(?MODULE, {enqueue, ListId, Phones}).

init([]) ->
    erlang:send_after(?TICK_MS, self(), tick),
    {ok, #{}}.

handle_call(_Req, _From, State) -> {reply, ok, State}.

handle_cast({enqueue, ListId, Phones}, State) ->
    {noreply, maps:update_with(ListId, fun(Q) -> Q ++ Phones end, Phones, State)}.

handle_info(tick, State0) ->
    State = maps:fold(fun flush/3, #{}, State0),
    erlang:send_after(?TICK_MS, self(), tick),
    {noreply, State};
handle_info(_Other, State) ->
    {noreply, State}.

flush(ListId, Phones, Acc) ->
    {Batch, Rest} = lists:split(min(?BATCH, length(Phones)), Phones),
    case dialstream_client:append_contacts(ListId, Batch) of
        {ok, _} ->
            keep(ListId, Rest, Acc);
        {error, {api_disabled, _, _}} ->
            ?LOG_ERROR("dialstream disabled; dropping ~p queued leads for ~s", [length(Phones), ListId]),
            Acc;
        {error, Err} ->
            case dialstream_errors:is_transient(Err) of
                true -> keep(ListId, Phones, Acc);
                false ->
                    ?LOG_WARNING("append to ~s failed: ~p", [ListId, Err]),
                    keep(ListId, Rest, Acc)
            end
    end.

keep(_ListId, [], Acc) -> Acc;
keep(ListId, Phones, Acc) -> Acc#{ListId => Phones}.
