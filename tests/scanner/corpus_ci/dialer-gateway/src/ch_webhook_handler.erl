-module(ch_webhook_handler).
-behaviour(cowboy_handler).

-include("callharbor.hrl").

-export([init/2]).

init(Req0, State) ->
    {ok, Body, Req1} = cowboy_req:read_body(Req0),
    Sig = cowboy_req:header(<<"x-callharbor-signature">>, Req1, <<>>),
    case verify(Body, Sig) of
        true ->
            ok = dialer_events:publish(jsx:decode(Body, [return_maps])),
            {ok, cowboy_req:reply(204, Req1), State};
        false ->
            logger:warning("callharbor webhook signature mismatch"),
            {ok, cowboy_req:reply(401, Req1), State}
    end.

verify(Body, Sig) ->
    {ok, #{webhook_secret := Secret0}} = application:get_env(dialer_gateway, callharbor),
    Secret = resolve(Secret0),
    Expected = binary:encode_hex(crypto:mac(hmac, sha256, Secret, Body), lowercase),
    crypto:hash_equals(Expected, string:lowercase(Sig)).

resolve({env, Var}) -> list_to_binary(os:getenv(Var, ""));
resolve(Bin) when is_binary(Bin) -> Bin;
resolve(L) when is_list(L) -> list_to_binary(L).
