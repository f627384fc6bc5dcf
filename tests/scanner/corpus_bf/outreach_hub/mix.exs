defmodule OutreachHub.MixProject do
  use Mix.Project

  def project do
    [
      app: :outreach_hub,
      version: "0.14.2",
      elixir: "~> 1.15",
      elixirc_paths: elixirc_paths(Mix.env()),
      start_permanent: Mix.env() == :prod,
      aliases: aliases(),
      deps: deps()
    ]
  end

  def application do
    [mod: {OutreachHub.Application, []}, extra_applications: [:logger, :runtime_tools, :crypto]]
  end

  defp elixirc_paths(:test), do: ["lib", "test/support"]
  defp elixirc_paths(_), do: ["lib"]

  defp deps do
    [
      {:phoenix, "~> 1.7.10"},
      {:phoenix_ecto, "~> 4.4"},
      {:ecto_sql, "~> 3.11"},
      {:postgrex, ">= 0.0.0"},
      {:jason, "~> 1.4"},
      {:req, "~> 0.4.8"},
      {:tesla, "~> 1.8"},
      {:finch, "~> 0.17"},
      {:oban, "~> 2.17"},
      {:plug_crypto, "~> 2.0"},
      {:bypass, "~> 2.1", only: :test},
      {:mox, "~> 1.1", only: :test}
    ]
  end

  defp aliases do
    [setup: ["deps.get", "ecto.setup"], test: ["ecto.create --quiet", "ecto.migrate --quiet", "test"]]
  end
end
