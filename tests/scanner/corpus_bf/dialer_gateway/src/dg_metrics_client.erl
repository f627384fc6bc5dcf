-module(dg_metrics_client).

%% Pushes gateway counters to the internal metrics service (behind AWS API Gateway).

-export([push/1]).

push(Counters) ->
    {ok, Cfg} = application:get_env(dialer_gateway, metrics_api),
    Url = <<(maps:get(base_url, Cfg))/binary, "/counters">>,
    Headers = [{<<"x-api-key">>, maps:get(api_key, Cfg)},
               {<<"content-type">>, <<"application/json">>}],
    case hackney:request(post, Url, Headers, jsx:encode(Counters), [with_body]) of
        {ok, 202, _, _} -> ok;
        {ok, Status, _, _} when Status =:= 502; Status =:= 503 ->
            %% API Gateway cold start, just drop this batch
            {error, unavailable};
        {ok, 404, _, _} -> {error, not_found};
        {ok, Status, _, Body} -> {error, {Status, Body}};
        {error, R} -> {error, R}
    end.
