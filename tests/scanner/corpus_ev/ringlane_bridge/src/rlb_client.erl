-module(rlb_client).

-include("rlb.hrl").

-export([request/3, handle/1]).

request(Method, Path, Body) ->
    {ok, Base} = application:get_env(ringlane_bridge, base_url),
    {ok, Key} = application:get_env(ringlane_bridge, api_key),
    {ok, User} = application:get_env(ringlane_bridge, acting_user),
    Url = Base ++ Path,
    Headers = [{?RL_API_KEY_HEADER, Key}, {?RL_ACTING_USER_HEADER, binary_to_list(User)}],
    Req = case Body of
              undefined -> {Url, Headers};
              _ -> {Url, Headers, "application/json", jsx:encode(Body)}
          end,
    handle(httpc:request(Method, Req, [{timeout, ?RL_TIMEOUT}], [{body_format, binary}])).

handle({ok, {{_, Status, _}, _Hdrs, RespBody}}) when Status >= 200, Status < 300 ->
    case RespBody of
        <<>> -> ok;
        _ -> {ok, jsx:decode(RespBody, [return_maps])}
    end;
handle({ok, {{_, 502, _}, _Hdrs, _}}) ->
    {error, idp_unreachable};
handle({ok, {{_, 503, _}, _Hdrs, _}}) ->
    {error, api_disabled};
handle({ok, {{_, Status, _}, _Hdrs, RespBody}}) ->
    try jsx:decode(RespBody, [return_maps]) of
        #{<<"error">> := <<"user not found">>} when Status =:= 404 ->
            {error, user_not_found};
        #{<<"error">> := <<"contact list not found">>} ->
            {error, list_not_found};
        #{<<"error">> := Msg} ->
            {error, {Status, Msg}};
        _ ->
            {error, {Status, RespBody}}
    catch
        _:_ -> {error, {Status, RespBody}}
    end;
handle({error, Reason}) ->
    {error, Reason}.
