-module(rlb_client_tests).
-include_lib("eunit/include/eunit.hrl").

resp(Status, Body) -> {ok, {{"HTTP/1.1", Status, ""}, [], Body}}.

success_test() ->
    ?assertEqual({ok, #{<<"id">> => <<"cl_1">>}}, rlb_client:handle(resp(200, <<"{\"id\":\"cl_1\"}">>))).

bad_gateway_is_idp_test() ->
    ?assertEqual({error, idp_unreachable}, rlb_client:handle(resp(502, <<>>))).

disabled_api_test() ->
    ?assertEqual({error, api_disabled}, rlb_client:handle(resp(503, <<>>))).

unknown_user_404_test() ->
    ?assertEqual({error, user_not_found},
                 rlb_client:handle(resp(404, <<"{\"error\":\"user not found\"}">>))).
