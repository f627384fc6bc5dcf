-module(dialer_core_sup).
-behaviour(supervisor).

-export([start_link/0, init/1]).

start_link() ->
    supervisor:start_link({local, ?MODULE}, ?MODULE, []).

init([]) ->
    SupFlags = #{strategy => one_for_one, intensity => 5, period => 30},
    Children = [
        #{id => dialstream_client, start => {dialstream_client, start_link, []}},
        #{id => dialer_campaign_srv, start => {dialer_campaign_srv, start_link, []}},
        #{id => carrier_lookup, start => {carrier_lookup, start_link, []}}
    ],
    {ok, {SupFlags, Children}}.
