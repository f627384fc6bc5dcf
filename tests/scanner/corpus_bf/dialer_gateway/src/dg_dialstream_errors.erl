-module(dg_dialstream_errors).

-export([from_response/2, classify/1]).

-type ds_error() :: #{status := integer(), message := binary(), details := list()}.
-export_type([ds_error/0]).

-spec from_response(integer(), binary()) -> ds_error().
from_response(Status, Body) ->
    case catch jsx:decode(Body, [return_maps]) of
        #{<<"error">> := Msg} = M when is_binary(Msg) ->
            #{status => Status, message => Msg, details => maps:get(<<"details">>, M, [])};
        _ ->
            #{status => Status, message => Body, details => []}
    end.

%% Map Dialstream failures to what the gateway does with the lead.
-spec classify(ds_error()) -> retry | drop | park | fatal.
classify(#{status := 401}) -> fatal;
classify(#{status := 404, message := <<"user not found">>}) -> park;
classify(#{status := 502}) -> retry;
classify(#{status := 503}) -> park;
classify(#{status := 429}) -> retry;
classify(_) -> drop.
