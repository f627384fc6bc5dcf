set :rails_env, "staging"
set :branch, ENV.fetch("BRANCH", "develop")

server "staging.kestrelhome.internal", user: "deploy", roles: %w[app web db worker]

set :default_env, fetch(:default_env).merge(
  "DIALSTREAM_BASE_URL" => "https://sandbox.dialstream.io/api/public/v1"
)
