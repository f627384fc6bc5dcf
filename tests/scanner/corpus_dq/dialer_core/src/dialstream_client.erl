%%% Gen_server wrapping the Dialstream public API.
%%% Serialises calls so we stay under Dialstream's per-key rate limit.
-module(dialstream_client).
-behaviour(gen_server).

-include("dialstream.hrl").
-include_lib("kernel/include/logger.hrl").

-export([start_link/0, list_contact_lists/0, get_contact_list/1, create_contact_list/1,
         append_contacts/2, remove_contact/2, rename_contact_list/2, delete_contact_list/1]).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2]).

-record(state, {base :: string(), key :: binary(), user :: binary(), timeout :: pos_integer()}).

start_link() ->
    gen_server:start_link({local, ?MODULE}, ?MODULE, [], []).

list_contact_lists() -> gen_server:call(?MODULE, list, 30000).
get_contact_list(Id) -> gen_server:call(?MODULE, {get, Id}, 30000).
create_contact_list(Name) -> gen_server:call(?MODULE, {create, Name}, 30000).
append_contacts(Id, Phones) -> gen_server:call(?MODULE, {append, Id, Phones}, 60000).
remove_contact(Id, Phone) -> gen_server:call(?MODULE, {remove, Id, Phone}, 30000).
rename_contact_list(Id, Name) -> gen_server:call(?MODULE, {rename, Id, Name}, 30000).
delete_contact_list(Id) -> gen_server:call(?MODULE, {delete, Id}, 30000).

init([]) ->
    {ok, Cfg} = application:get_env(dialer_core, dialstream),
    {ok, #state{base = maps:get(base_url, Cfg, ?DS_DEFAULT_BASE),
                key = maps:get(api_key, Cfg),
                user = maps:get(acting_user_id, Cfg),
                timeout = maps:get(timeout, Cfg, 10000)}}.

handle_call(list, _From, S) ->
    {reply, request(get, ?DS_LISTS_PATH, <<>>, S), S};
handle_call({get, Id}, _From, S) ->
    {reply, request(get, ?DS_LISTS_PATH ++ "/" ++ binary_to_list(Id), <<>>, S), S};
handle_call({create, Name}, _From, S) ->
    {reply, request(post, ?DS_LISTS_PATH, jsx:encode(#{name => Name}), S), S};
handle_call({append, Id, Phones}, _From, S) ->
    Body = jsx:encode(#{contacts => [#{phone => P} || P <- Phones]}),
    Path = lists:flatten(io_lib:format("/contact-lists/~s/contacts", [Id])),
    {reply, request(post, Path, Body, S), S};
handle_call({remove, Id, Phone}, _From, S) ->
    Path = "/contact-lists/" ++ binary_to_list(Id) ++ "/contacts/" ++
           binary_to_list(hackney_url:urlencode(Phone)),
    {reply, request(delete, Path, <<>>, S), S};
handle_call({rename, Id, Name}, _From, S) ->
    Path = "/contact-lists/" ++ binary_to_list(Id),
    {reply, request(patch, Path, jsx:encode(#{name => Name}), S), S};
handle_call({delete, Id}, _From, S) ->
    {reply, request(delete, ?DS_LISTS_PATH ++ "/" ++ binary_to_list(Id), <<>>, S), S};
handle_call(_Other, _From, S) ->
    {reply, {error, unknown_call}, S}.

handle_cast(_Msg, S) -> {noreply, S}.
handle_info(_Info, S) -> {noreply, S}.

request(Method, Path, Body, S) ->
    request(Method, Path, Body, S, 1).

request(Method, Path, Body, #state{base = Base, key = Key, user = User, timeout = T} = S, Attempt) ->
    Headers = [{?DS_KEY_HEADER, Key},
               {?DS_USER_HEADER, User},
               {<<"content-type">>, <<"application/json">>},
               {<<"accept">>, <<"application/json">>}],
    Url = Base ++ Path,
    case hackney:request(Method, Url, Headers, Body, [{pool, dialstream}, {recv_timeout, T}, with_body]) of
        {ok, Status, _RespHeaders, RespBody} when Status >= 200, Status < 300 ->
            {ok, decode(RespBody)};
        {ok, Status, _RespHeaders, _RespBody} when Attempt < ?DS_MAX_ATTEMPTS ->
            case lists:member(Status, ?DS_RETRY_STATUSES) of
                true ->
                    ?LOG_NOTICE("dialstream ~p ~s -> ~p, retrying", [Method, Path, Status]),
                    timer:sleep(250 * Attempt),
                    request(Method, Path, Body, S, Attempt + 1);
                false ->
                    {error, dialstream_errors:classify(Status, _RespBody)}
            end;
        {ok, Status, _RespHeaders, RespBody} ->
            {error, dialstream_errors:classify(Status, RespBody)};
        {error, Reason} ->
            {error, {transport, Reason}}
    end.

decode(<<>>) -> #{};
decode(Bin) -> jsx:decode(Bin, [return_maps]).
