-module(github_hook_handler).
-behaviour(cowboy_handler).

%% Deploy hook: GitHub pushes to main trigger a config reload.
-export([init/2]).

init(Req0, State) ->
    {ok, Body, Req1} = cowboy_req:read_body(Req0),
    Sig = cowboy_req:header(<<"x-hub-signature-256">>, Req1, <<>>),
    Secret = list_to_binary(os:getenv("GITHUB_HOOK_SECRET", "")),
    Expected = <<"sha256=", (binary:encode_hex(crypto:mac(hmac, sha256, Secret, Body), lowercase))/binary>>,
    case crypto:hash_equals(Expected, Sig) of
        true ->
            dialer_gateway_config:reload(),
            {ok, cowboy_req:reply(200, Req1), State};
        false ->
            {ok, cowboy_req:reply(403, #{}, jsx:encode(#{error => <<"bad signature">>}), Req1), State}
    end.
