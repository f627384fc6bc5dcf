defmodule LeadRouter.MixProject do
  use Mix.Project

  def project do
    [
      app: :lead_router,
      version: "0.14.2",
      elixir: "~> 1.15",
      elixirc_paths: elixirc_paths(Mix.env()),
      start_permanent: Mix.env() == :prod,
      deps: deps()
    ]
  end

  def application do
    [mod: {LeadRouter.Application, []}, extra_applications: [:logger, :runtime_tools]]
  end

  defp elixirc_paths(:test), do: ["lib", "test/support"]
  defp elixirc_paths(_), do: ["lib"]

  defp deps do
    [
      {:phoenix, "~> 1.7.10"},
      {:jason, "~> 1.4"},
      {:tesla, "~> 1.8"},
      {:finch, "~> 0.16"},
      {:req, "~> 0.4"},
      {:oban, "~> 2.17"},
      {:plug_crypto, "~> 2.0"},
      {:bypass, "~> 2.1", only: :test},
      {:mox, "~> 1.1", only: :test}
    ]
  end
end
