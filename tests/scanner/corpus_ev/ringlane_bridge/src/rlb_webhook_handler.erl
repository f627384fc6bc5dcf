-module(rlb_webhook_handler).

-include("rlb.hrl").

-export([init/2]).

init(Req0, State) ->
    {ok, Body, Req1} = cowboy_req:read_body(Req0),
    {ok, Secret} = application:get_env(ringlane_bridge, webhook_secret),
    Sig = cowboy_req:header(<<"x-ringlane-signature">>, Req1, <<>>),
    Expected = binary:encode_hex(crypto:mac(hmac, sha256, Secret, Body), lowercase),
    Req = case crypto:hash_equals(Expected, string:lowercase(Sig)) of
              true ->
                  ok = rlb_pbx_listener:notify(jsx:decode(Body, [return_maps])),
                  cowboy_req:reply(204, Req1);
              false ->
                  cowboy_req:reply(401, #{<<"content-type">> => <<"application/json">>},
                                   <<"{\"error\":\"bad signature\"}">>, Req1)
          end,
    {ok, Req, State}.
