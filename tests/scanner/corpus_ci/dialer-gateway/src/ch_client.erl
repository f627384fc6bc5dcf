-module(ch_client).

-include("callharbor.hrl").

-export([list_contact_lists/0, create_contact_list/1, append_contacts/2, delete_contact_list/1]).

%% @doc List all contact lists visible to the acting user.
list_contact_lists() ->
    request(get, <<"/contact-lists">>, <<>>).

create_contact_list(Name) ->
    request(post, <<"/contact-lists">>, jsx:encode(#{name => Name})).

append_contacts(ListId, Phones) ->
    Body = jsx:encode(#{contacts => [#{phone => P} || P <- Phones]}),
    request(post, <<"/contact-lists/", ListId/binary, "/contacts">>, Body).

delete_contact_list(ListId) ->
    request(delete, <<"/contact-lists/", ListId/binary>>, <<>>).

request(Method, Path, Body) ->
    Cfg = config(),
    Url = iolist_to_binary([maps:get(base_url, Cfg), Path]),
    Headers = [
        {?CH_KEY_HEADER, maps:get(api_key, Cfg)},
        {?CH_USER_HEADER, maps:get(acting_user_id, Cfg)},
        {<<"content-type">>, <<"application/json">>}
    ],
    Opts = [{recv_timeout, ?CH_TIMEOUT}, with_body],
    case hackney:request(Method, Url, Headers, Body, Opts) of
        {ok, Status, _RespHeaders, RespBody} when Status >= 200, Status < 300 ->
            {ok, decode(RespBody)};
        {ok, Status, _RespHeaders, RespBody} ->
            {error, ch_errors:from_response(Status, RespBody)};
        {error, Reason} ->
            {error, #ch_error{status = 0, reason = transport, message = atom_to_binary(Reason)}}
    end.

decode(<<>>) -> #{};
decode(Bin) -> jsx:decode(Bin, [return_maps]).

config() ->
    {ok, Cfg} = application:get_env(dialer_gateway, callharbor),
    Cfg.
