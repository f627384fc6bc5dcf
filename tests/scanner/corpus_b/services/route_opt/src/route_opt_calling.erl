%%% @doc Pushes drivers whose ETA slipped past the delivery window into a
%%% DialSuite callback list so the customer-care desk can warn consignees.
-module(route_opt_calling).

-include("calling_headers.hrl").

-export([flag_late_stops/2, osrm_eta/2, verify_call_event/2]).

-spec base_url(#calling_cfg{}) -> string().
base_url(#calling_cfg{host = Host}) ->
    Host ++ "/api/public/" ++ ?CALLING_API_VERSION.

headers(#calling_cfg{api_key = Key, ops_user = OpsUser}) ->
    [?JSON_CT,
     {?CALLING_KEY_HEADER, Key},
     {?CALLING_USER_HEADER, OpsUser},
     {?TRACE_HEADER, trace_id()}].

%% @doc Append consignee phone numbers to the "late stops" list of the day.
flag_late_stops(Cfg, Stops) ->
    ListId = application:get_env(route_opt, late_stops_list_id, 0),
    Url = base_url(Cfg) ++ "/contact-lists/" ++ integer_to_list(ListId) ++ "/contacts",
    Body = jsx:encode(#{<<"phoneNumbers">> => [P || #{phone := P} <- Stops]}),
    case hackney:request(post, Url, headers(Cfg), Body,
                         [{recv_timeout, ?CALLING_TIMEOUT_MS}, with_body]) of
        {ok, Status, _H, _RespBody} when Status >= 200, Status < 300 ->
            ok;
        {ok, 503, _H, _RespBody} ->
            logger:notice("dialsuite API disabled, dropping ~p late stops", [length(Stops)]),
            {error, calling_disabled};
        {ok, Status, _H, RespBody} ->
            case jsx:decode(RespBody, [return_maps]) of
                #{<<"error">> := Msg} when is_binary(Msg) ->
                    logger:error("dialsuite ~p: ~s", [Status, Msg]),
                    {error, Msg};
                _ ->
                    {error, {http, Status}}
            end;
        {error, Reason} ->
            {error, Reason}
    end.

%% @doc ETA from our self-hosted OSRM instance (OSRM's own API is /route/v1).
osrm_eta({FromLon, FromLat}, {ToLon, ToLat}) ->
    Url = lists:flatten(io_lib:format(
            "http://osrm.routing.svc:5000/route/v1/driving/~f,~f;~f,~f?overview=false",
            [FromLon, FromLat, ToLon, ToLat])),
    case httpc:request(get, {Url, [{"Accept", "application/json"}]}, [{timeout, 3000}], []) of
        {ok, {{_, 200, _}, _, Body}} ->
            #{<<"routes">> := [#{<<"duration">> := Secs} | _]} = jsx:decode(list_to_binary(Body), [return_maps]),
            {ok, Secs};
        {ok, {{_, 503, _}, _, _}} ->
            %% OSRM is restarting after a map reload; caller falls back to haversine
            {error, osrm_unavailable};
        {ok, {{_, Code, _}, _, Body}} ->
            {error, {Code, Body}};
        {error, Reason} ->
            {error, Reason}
    end.

%% @doc Called by the cowboy handler for POST /hooks/dialsuite (call outcome
%% events); rejects anything not signed with our legacy webhook secret.
verify_call_event(Req0, Secret) ->
    {ok, Body, Req1} = cowboy_req:read_body(Req0),
    case cowboy_req:header(<<"x-dialsuite-signature">>, Req1) of
        undefined ->
            {error, missing_signature, Req1};
        Sig ->
            Expected = binary:encode_hex(crypto:mac(hmac, sha256, Secret, Body), lowercase),
            case crypto:hash_equals(Expected, string:lowercase(Sig)) of
                true -> {ok, jsx:decode(Body, [return_maps]), Req1};
                false -> {error, bad_signature, Req1}
            end
    end.

trace_id() ->
    list_to_binary(integer_to_list(erlang:unique_integer([positive]), 36)).
