defmodule HarborDialer.RinglaneV2 do
  @moduledoc "Ringlane v2 client (recordings, call outcomes). Already migrated."

  require Logger

  def req do
    cfg = Application.fetch_env!(:harbor_dialer, :ringlane_v2)

    Req.new(
      base_url: cfg[:base_url],
      auth: {:bearer, cfg[:api_key]},
      retry: :transient,
      max_retries: 3
    )
  end

  def recording(call_id) do
    case Req.get(req(), url: "/calls/:id/recording", path_params: [id: call_id]) do
      {:ok, %Req.Response{status: 200, body: body}} ->
        {:ok, body}

      {:ok, %Req.Response{status: 404}} ->
        {:error, :no_recording}

      {:ok, %Req.Response{body: %{"error" => %{"code" => code, "message" => message}}}} ->
        Logger.warning("ringlane v2 #{code}: #{message}")
        {:error, String.to_atom(code)}

      {:error, exception} ->
        {:error, exception}
    end
  end
end
