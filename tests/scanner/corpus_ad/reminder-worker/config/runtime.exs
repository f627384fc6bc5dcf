import Config

config :reminder, Reminder.Ringmesh,
  base_url: System.get_env("RINGMESH_BASE_URL", "https://api.ringmesh.io/api/public/v1"),
  api_key: System.fetch_env!("RINGMESH_API_KEY"),
  acting_user_id: System.get_env("RINGMESH_ACTING_USER_ID", "00u8f3kq2wZbPzR1x357")

config :reminder, Reminder.Sms,
  base_url: "https://api.smsrelay.net/v1",
  api_key: System.get_env("SMSRELAY_KEY")

config :reminder, Oban,
  repo: Reminder.Repo,
  queues: [ringmesh: 5, sms: 10]
