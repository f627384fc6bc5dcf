defmodule HarborDialer.MixProject do
  use Mix.Project

  def project do
    [app: :harbor_dialer, version: "1.6.0", elixir: "~> 1.15", start_permanent: Mix.env() == :prod, deps: deps()]
  end

  def application do
    [mod: {HarborDialer.Application, []}, extra_applications: [:logger, :crypto]]
  end

  defp deps do
    [
      {:req, "~> 0.4.8"},
      {:oban, "~> 2.17"},
      {:ecto_sql, "~> 3.11"},
      {:postgrex, ">= 0.0.0"},
      {:plug, "~> 1.15"},
      {:bandit, "~> 1.2"},
      {:bypass, "~> 2.1", only: :test}
    ]
  end
end
