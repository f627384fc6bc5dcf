-module(dg_http_handler).
-behaviour(cowboy_handler).

%% POST /leads from the warehouse job. Authenticated by the mesh; caller
%% identity arrives as x-user-id and is only used for audit logging.

-export([init/2]).

init(Req0, State) ->
    Caller = cowboy_req:header(<<"x-user-id">>, Req0, <<"anonymous">>),
    {ok, Body, Req1} = cowboy_req:read_body(Req0),
    #{<<"list_id">> := ListId, <<"phones">> := Phones} = jsx:decode(Body, [return_maps]),
    logger:info("leads from ~s for list ~s (~p)", [Caller, ListId, length(Phones)]),
    Reply = case dg_dialstream:add_contacts(ListId, Phones) of
        {ok, _} ->
            cowboy_req:reply(202, #{}, <<>>, Req1);
        {error, Err} ->
            Resp = jsx:encode(#{error => <<"upstream failure">>, reason => dg_dialstream_errors:classify(Err)}),
            cowboy_req:reply(502, #{<<"content-type">> => <<"application/json">>}, Resp, Req1)
    end,
    {ok, Reply, State}.
