module Ringlane
  module Config
    HOST     = ENV.fetch("RINGLANE_HOST", "https://api.ringlane.com")
    BASE_URL = "#{HOST}/api/public/v1".freeze
    API_KEY  = ENV.fetch("RINGLANE_API_KEY") { "rl_Tq8vN3xKp5Wm2Lz7Hc4Bj9Fd" }
    ACTING_EMAIL = ENV.fetch("RINGLANE_ACTING_EMAIL", "ops-bot@orchardly.com")
  end
end
