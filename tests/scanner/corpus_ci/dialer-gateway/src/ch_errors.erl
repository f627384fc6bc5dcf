-module(ch_errors).

-include("callharbor.hrl").

-export([from_response/2, is_transient/1]).

from_response(Status, Body) ->
    Decoded = try jsx:decode(Body, [return_maps]) catch _:_ -> #{} end,
    Msg = maps:get(<<"error">>, Decoded, <<"unknown">>),
    Details = maps:get(<<"details">>, Decoded, []),
    #ch_error{status = Status, reason = reason(Status, Msg), message = Msg, details = Details}.

reason(401, _) -> bad_key;
reason(400, _) -> missing_user;
reason(404, <<"user not found">>) -> unknown_user;
reason(404, _) -> not_found;
reason(429, _) -> rate_limited;
reason(502, _) -> idp_unreachable;
reason(503, _) -> api_disabled;
reason(_, _) -> unexpected.

is_transient(#ch_error{reason = R}) ->
    lists:member(R, [rate_limited, idp_unreachable, transport]).
