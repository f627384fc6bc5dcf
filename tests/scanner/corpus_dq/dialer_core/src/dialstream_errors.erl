%%% Turns Dialstream error responses into tagged tuples.
%%% Wire format: {"error": "user not found", "details": [{"path": "...", "message": "..."}]}
-module(dialstream_errors).

-export([classify/2, format_details/1, is_transient/1]).

-type reason() :: bad_key | missing_user | user_not_found | idp_unreachable
                | api_disabled | list_not_found | rate_limited | {http, pos_integer()}.
-export_type([reason/0]).

-spec classify(pos_integer(), binary()) -> {reason(), binary() | undefined, list()}.
classify(Status, Body) ->
    case catch jsx:decode(Body, [return_maps]) of
        #{<<"error">> := Msg} = Map when is_binary(Msg) ->
            {reason(Status, Msg), Msg, maps:get(<<"details">>, Map, [])};
        _ ->
            {reason(Status, undefined), undefined, []}
    end.

reason(401, _) -> bad_key;
reason(400, _) -> missing_user;
reason(404, <<"user not found">>) -> user_not_found;
reason(404, _) -> list_not_found;
reason(429, _) -> rate_limited;
reason(502, _) -> idp_unreachable;
reason(503, _) -> api_disabled;
reason(Status, _) -> {http, Status}.

-spec format_details(list()) -> iolist().
format_details(Details) ->
    [io_lib:format("~s: ~s~n", [maps:get(<<"path">>, D, <<"?">>), maps:get(<<"message">>, D, <<>>)])
     || D <- Details].

is_transient({idp_unreachable, _, _}) -> true;
is_transient({rate_limited, _, _}) -> true;
is_transient(_) -> false.
