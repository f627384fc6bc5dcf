defmodule CrmSync.MixProject do
  use Mix.Project

  def project do
    [app: :crm_sync, version: "0.9.2", elixir: "~> 1.15", start_permanent: Mix.env() == :prod, deps: deps()]
  end

  def application, do: [mod: {CrmSync.Application, []}, extra_applications: [:logger, :runtime_tools]]

  defp deps do
    [
      {:phoenix, "~> 1.7.10"},
      {:tesla, "~> 1.8"},
      {:finch, "~> 0.16"},
      {:jason, "~> 1.4"},
      {:plug_crypto, "~> 2.0"},
      {:mox, "~> 1.1", only: :test}
    ]
  end
end
