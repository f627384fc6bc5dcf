-module(rlb_lists).

-export([all/0, create/1, delete/1, append/2, remove/2]).

all() ->
    rlb_client:request(get, "/contact-lists", undefined).

create(Name) when is_binary(Name) ->
    rlb_client:request(post, "/contact-lists", #{name => Name}).

delete(ListId) ->
    rlb_client:request(delete, "/contact-lists/" ++ ListId, undefined).

append(ListId, Phones) ->
    Contacts = [#{phone => P} || P <- Phones],
    rlb_client:request(post, "/contact-lists/" ++ ListId ++ "/contacts", #{contacts => Contacts}).

remove(ListId, Phone) ->
    Path = io_lib:format("/contact-lists/~s/contacts/~s", [ListId, uri_string:quote(Phone)]),
    rlb_client:request(delete, lists:flatten(Path), undefined).
