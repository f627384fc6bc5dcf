%%% Slack Events API endpoint (used by the /dialer slash command).
-module(slack_events_handler).

-export([init/2]).

init(Req0, State) ->
    {ok, Body, Req1} = cowboy_req:read_body(Req0),
    Ts = cowboy_req:header(<<"x-slack-request-timestamp">>, Req1, <<"0">>),
    Sig = cowboy_req:header(<<"x-slack-signature">>, Req1, <<>>),
    {ok, Secret} = application:get_env(dialer_core, slack_signing_secret),
    Base = <<"v0:", Ts/binary, ":", Body/binary>>,
    Expected = <<"v0=", (binary:encode_hex(crypto:mac(hmac, sha256, Secret, Base), lowercase))/binary>>,
    Fresh = abs(erlang:system_time(second) - binary_to_integer(Ts)) < 300,
    Req =
        case Fresh andalso Expected =:= Sig of
            true -> cowboy_req:reply(200, #{}, <<>>, Req1);
            false -> cowboy_req:reply(401, Req1)
        end,
    {ok, Req, State}.
