-module(dg_dialstream).

-include("dg_dialstream_headers.hrl").

-export([list_contact_lists/0, create_contact_list/1, add_contacts/2,
         delete_contact/2, request/3]).

-define(RETRY_STATUSES, [429, 502]).
-define(MAX_ATTEMPTS, 4).

list_contact_lists() ->
    request(get, <<"/contact-lists">>, <<>>).

create_contact_list(Name) ->
    request(post, <<"/contact-lists">>, jsx:encode(#{name => Name})).

add_contacts(ListId, Phones) ->
    Body = jsx:encode(#{contacts => [#{phone => P} || P <- Phones]}),
    request(post, <<"/contact-lists/", ListId/binary, "/contacts">>, Body).

delete_contact(ListId, Phone) ->
    request(delete, <<"/contact-lists/", ListId/binary, "/contacts/", Phone/binary>>, <<>>).

request(Method, Path, Body) ->
    request(Method, Path, Body, 1).

request(Method, Path, Body, Attempt) ->
    Cfg = cfg(),
    Url = <<(maps:get(base_url, Cfg))/binary, Path/binary>>,
    Headers = [{?DS_KEY_HEADER, maps:get(api_key, Cfg)},
               {?DS_USER_HEADER, maps:get(acting_user_id, Cfg)},
               ?DS_CONTENT_TYPE],
    Opts = [{connect_timeout, maps:get(connect_timeout, Cfg)},
            {recv_timeout, maps:get(recv_timeout, Cfg)}, with_body],
    case hackney:request(Method, Url, Headers, Body, Opts) of
        {ok, Status, _RespHeaders, RespBody} when Status >= 200, Status < 300 ->
            {ok, decode(RespBody)};
        {ok, Status, _RespHeaders, _RespBody} when Attempt < ?MAX_ATTEMPTS ->
            case lists:member(Status, ?RETRY_STATUSES) of
                true ->
                    timer:sleep(backoff(Attempt)),
                    request(Method, Path, Body, Attempt + 1);
                false ->
                    {error, dg_dialstream_errors:from_response(Status, _RespBody)}
            end;
        {ok, Status, _RespHeaders, RespBody} ->
            {error, dg_dialstream_errors:from_response(Status, RespBody)};
        {error, Reason} ->
            {error, {transport, Reason}}
    end.

backoff(Attempt) -> (1 bsl Attempt) * 250 + rand:uniform(250).

decode(<<>>) -> #{};
decode(Bin) -> jsx:decode(Bin, [return_maps]).

cfg() ->
    {ok, Cfg} = application:get_env(dialer_gateway, dialstream),
    Cfg.
