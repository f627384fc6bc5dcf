server "staging.leadflow.brightlane.net", user: "deploy", roles: %w[app web db worker]

set :rails_env, "staging"
set :branch, ENV.fetch("BRANCH", "develop")
set :ringcadence_base_url, "https://sandbox.ringcadence.com/api/public/v2"
set :ringcadence_acting_user, "qa-bot@brightlane.com"
