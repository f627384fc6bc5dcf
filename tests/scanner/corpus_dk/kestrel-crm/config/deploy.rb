lock "~> 3.18.0"

set :application, "kestrel-crm"
set :repo_url, "git@github.com:kestrelhome/kestrel-crm.git"
set :deploy_to, "/srv/kestrel-crm"
set :rbenv_ruby, "3.2.2"
set :keep_releases, 5

append :linked_files, "config/master.key", ".env.production"
append :linked_dirs, "log", "tmp/pids", "tmp/cache", "tmp/sockets", "public/system", "storage"

set :default_env, {
  "RAILS_ENV" => fetch(:rails_env, "production"),
  "DIALSTREAM_BASE_URL" => "https://api.dialstream.io/api/public/v1",
  "PRICING_BASE_URL" => "https://pricing.internal.kestrelhome.com/v1"
}

set :sidekiq_roles, :worker
set :sidekiq_config_files, ["sidekiq.yml"]

namespace :deploy do
  after :finishing, "deploy:cleanup"
end
