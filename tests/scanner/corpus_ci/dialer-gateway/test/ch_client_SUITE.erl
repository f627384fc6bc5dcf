-module(ch_client_SUITE).
-include_lib("common_test/include/ct.hrl").
-include("../include/callharbor.hrl").

-export([all/0, init_per_testcase/2, end_per_testcase/2]).
-export([lists_contact_lists/1, maps_idp_outage/1, maps_disabled_api/1]).

all() -> [lists_contact_lists, maps_idp_outage, maps_disabled_api].

init_per_testcase(_, Config) ->
    meck:new(hackney, [passthrough]),
    Config.

end_per_testcase(_, _Config) ->
    meck:unload(hackney).

lists_contact_lists(_) ->
    meck:expect(hackney, request, fun(get, <<"http://127.0.0.1:18099/api/public/v1/contact-lists">>, _, _, _) ->
        {ok, 200, [], <<"{\"data\":[]}">>}
    end),
    {ok, #{<<"data">> := []}} = ch_client:list_contact_lists().

maps_idp_outage(_) ->
    meck:expect(hackney, request, fun(_, _, _, _, _) ->
        {ok, 502, [], <<"{\"error\":\"identity provider unreachable\"}">>}
    end),
    {error, #ch_error{reason = idp_unreachable}} = ch_client:list_contact_lists().

maps_disabled_api(_) ->
    meck:expect(hackney, request, fun(_, _, _, _, _) ->
        {ok, 503, [], <<"{\"error\":\"API disabled on the server\"}">>}
    end),
    {error, #ch_error{reason = api_disabled}} = ch_client:list_contact_lists().
