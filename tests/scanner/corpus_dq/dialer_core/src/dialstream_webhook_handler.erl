%%% Cowboy handler for Dialstream call events.
-module(dialstream_webhook_handler).

-export([init/2]).

init(Req0, State) ->
    {ok, Body, Req1} = cowboy_req:read_body(Req0),
    Sig = cowboy_req:header(<<"x-dialstream-signature">>, Req1, <<>>),
    {ok, Secret} = application:get_env(dialer_core, dialstream_webhook_secret),
    Expected = binary:encode_hex(crypto:mac(hmac, sha256, Secret, Body), lowercase),
    Req =
        case crypto:hash_equals(pad(Expected), pad(string:lowercase(Sig))) of
            true ->
                Event = jsx:decode(Body, [return_maps]),
                ok = dialer_events:dispatch(Event),
                cowboy_req:reply(204, Req1);
            false ->
                cowboy_req:reply(401, #{<<"content-type">> => <<"text/plain">>}, <<"bad signature">>, Req1)
        end,
    {ok, Req, State}.

%% hash_equals/2 needs equal sizes
pad(Bin) when byte_size(Bin) >= 64 -> binary:part(Bin, 0, 64);
pad(Bin) -> <<Bin/binary, (binary:copy(<<0>>, 64 - byte_size(Bin)))/binary>>.
