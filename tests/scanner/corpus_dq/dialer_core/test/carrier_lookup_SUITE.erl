-module(carrier_lookup_SUITE).

-include_lib("common_test/include/ct.hrl").
-include_lib("stdlib/include/assert.hrl").

-compile(export_all).

all() -> [mobile_number, gateway_502_maps_to_error, cached_second_call].

init_per_testcase(_TC, Config) ->
    application:set_env(dialer_core, carrier_lookup, #{url => "https://api.carrierscope.net/v1/lookup", api_key => "test"}),
    ok = meck:new(httpc, [unstick, passthrough]),
    {ok, Pid} = carrier_lookup:start_link(),
    [{pid, Pid} | Config].

end_per_testcase(_TC, Config) ->
    gen_server:stop(?config(pid, Config)),
    meck:unload(httpc).

mobile_number(_Config) ->
    meck:expect(httpc, request, fun(get, {_Url, [{"x-api-key", "test"} | _]}, _, _) ->
        {ok, {{"HTTP/1.1", 200, "OK"}, [], <<"{\"line_type\":\"mobile\"}">>}} end),
    ?assertEqual({ok, <<"mobile">>}, carrier_lookup:line_type("+14155550100")).

gateway_502_maps_to_error(_Config) ->
    meck:expect(httpc, request, fun(_, _, _, _) -> {ok, {{"HTTP/1.1", 502, "Bad Gateway"}, [], <<>>}} end),
    ?assertEqual({error, upstream_carrier_unreachable}, carrier_lookup:line_type("+14155550199")).

cached_second_call(_Config) ->
    meck:expect(httpc, request, fun(_, _, _, _) -> {ok, {{"HTTP/1.1", 200, "OK"}, [], <<"{\"line_type\":\"voip\"}">>}} end),
    {ok, _} = carrier_lookup:line_type("+14155550123"),
    {ok, _} = carrier_lookup:line_type("+14155550123"),
    ?assertEqual(1, meck:num_calls(httpc, request, '_')).
