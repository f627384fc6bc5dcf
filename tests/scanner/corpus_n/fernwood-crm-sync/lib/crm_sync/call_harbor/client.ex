defmodule CrmSync.CallHarbor.Client do
  @moduledoc """
  Thin Tesla client for the CallHarbor public API.
  Config lives in config/runtime.exs under CrmSync.CallHarbor.
  """

  @retry_statuses [429, 502]

  def new(opts \\ []) do
    cfg = Application.fetch_env!(:crm_sync, CrmSync.CallHarbor)
    user = Keyword.get(opts, :acting_user, cfg[:acting_user])

    middleware = [
      {Tesla.Middleware.BaseUrl, cfg[:base_url]},
      {Tesla.Middleware.Headers,
       [
         {"x-api-key", cfg[:api_key]},
         {"x-user-email", user}
       ]},
      Tesla.Middleware.JSON,
      {Tesla.Middleware.Retry,
       delay: 500,
       max_retries: 3,
       should_retry: fn
         {:ok, %{status: status}} when status in @retry_statuses -> true
         {:error, _} -> true
         _ -> false
       end},
      Tesla.Middleware.Logger
    ]

    Tesla.client(middleware, {Tesla.Adapter.Finch, name: CrmSync.Finch})
  end
end
