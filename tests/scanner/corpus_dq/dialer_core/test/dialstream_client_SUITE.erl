-module(dialstream_client_SUITE).

-include_lib("common_test/include/ct.hrl").
-include_lib("stdlib/include/assert.hrl").

-compile(export_all).

all() -> [append_sends_auth_headers, idp_502_is_retried, user_not_found_is_classified, api_disabled_not_retried].

init_per_suite(Config) ->
    {ok, _} = application:ensure_all_started(hackney),
    ok = hackney_pool:start_pool(dialstream, [{max_connections, 2}]),
    Config.

end_per_suite(_Config) ->
    hackney_pool:stop_pool(dialstream).

init_per_testcase(_TC, Config) ->
    ok = meck:new(hackney, [passthrough]),
    {ok, Pid} = dialstream_client:start_link(),
    [{client, Pid} | Config].

end_per_testcase(_TC, Config) ->
    gen_server:stop(?config(client, Config)),
    meck:unload(hackney).

append_sends_auth_headers(_Config) ->
    meck:expect(hackney, request,
        fun(post, "http://127.0.0.1:18089/api/public/v1/contact-lists/cl_7/contacts", Headers, _Body, _Opts) ->
            ?assertEqual(<<"ct-key">>, proplists:get_value(<<"x-api-key">>, Headers)),
            ?assertEqual(<<"ct-user">>, proplists:get_value(<<"X-User-Id">>, Headers)),
            {ok, 200, [], <<"{\"added\":2}">>}
        end),
    ?assertEqual({ok, #{<<"added">> => 2}}, dialstream_client:append_contacts(<<"cl_7">>, [<<"+15005550006">>, <<"+15005550009">>])).

idp_502_is_retried(_Config) ->
    Counter = counters:new(1, []),
    meck:expect(hackney, request,
        fun(get, _Url, _H, _B, _O) ->
            counters:add(Counter, 1, 1),
            case counters:get(Counter, 1) of
                1 -> {ok, 502, [], <<"{\"error\":\"identity provider unreachable\"}">>};
                _ -> {ok, 200, [], <<"{\"data\":[]}">>}
            end
        end),
    ?assertEqual({ok, #{<<"data">> => []}}, dialstream_client:list_contact_lists()),
    ?assertEqual(2, counters:get(Counter, 1)).

user_not_found_is_classified(_Config) ->
    meck:expect(hackney, request,
        fun(get, _Url, _H, _B, _O) -> {ok, 404, [], <<"{\"error\":\"user not found\",\"details\":[]}">>} end),
    ?assertMatch({error, {user_not_found, _, []}}, dialstream_client:get_contact_list(<<"cl_1">>)).

api_disabled_not_retried(_Config) ->
    meck:expect(hackney, request, fun(_, _, _, _, _) -> {ok, 503, [], <<"{\"error\":\"API disabled on the server\"}">>} end),
    ?assertMatch({error, {api_disabled, _, _}}, dialstream_client:delete_contact_list(<<"cl_1">>)),
    ?assertEqual(1, meck:num_calls(hackney, request, '_')).
