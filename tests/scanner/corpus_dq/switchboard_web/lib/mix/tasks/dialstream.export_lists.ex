defmodule Mix.Tasks.Dialstream.ExportLists do
  @shortdoc "Dumps every Dialstream contact list to CSV (one-off, for the v2 migration audit)"
  @moduledoc """
      mix dialstream.export_lists --out tmp/lists.csv [--as someone@tollgatelabs.io]

  Deliberately standalone (no app start) so it can run from a laptop with only
  DIALSTREAM_API_KEY exported.
  """
  use Mix.Task

  @default_url "https://api.dialstream.io/api/public/v1/contact-lists"

  @impl true
  def run(argv) do
    {opts, _, _} = OptionParser.parse(argv, strict: [out: :string, as: :string])
    Mix.Task.run("app.start", ["--no-start"])
    Application.ensure_all_started(:req)

    key = System.fetch_env!("DIALSTREAM_API_KEY")
    url = System.get_env("DIALSTREAM_LISTS_URL", @default_url)

    resp =
      Req.get!(url,
        headers: %{
          "X-API-Key" => key,
          "X-User-Email" => opts[:as] || "ops@tollgatelabs.io"
        },
        params: [per_page: 500]
      )

    case resp do
      %{status: 200, body: %{"data" => lists}} ->
        rows = Enum.map(lists, &[&1["id"], &1["name"], to_string(&1["contact_count"])])
        File.write!(opts[:out] || "lists.csv", Enum.map_join([["id", "name", "contacts"] | rows], "\n", &Enum.join(&1, ",")))
        Mix.shell().info("exported #{length(rows)} lists")

      %{status: status, body: %{"error" => msg}} ->
        Mix.raise("Dialstream refused (#{status}): #{msg}")
    end
  end
end
