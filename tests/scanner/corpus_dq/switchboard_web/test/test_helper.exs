ExUnit.start(exclude: [:external])
Ecto.Adapters.SQL.Sandbox.mode(Switchboard.Repo, :manual)
