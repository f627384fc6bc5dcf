lock "~> 3.18.0"

set :application, "leadflow"
set :repo_url, "git@github.com:brightlane/leadflow.git"
set :deploy_to, "/srv/leadflow"
set :rbenv_ruby, "3.2.3"
set :branch, ENV.fetch("BRANCH", "main")

append :linked_files, "config/master.key", ".env.production"
append :linked_dirs, "log", "tmp/pids", "tmp/cache", "tmp/sockets", "public/system"

set :ringcadence_base_url, "https://api.ringcadence.com/api/public/v1"
set :default_env, {
  "RINGCADENCE_BASE_URL" => fetch(:ringcadence_base_url),
  "MALLOC_ARENA_MAX" => "2"
}

set :sidekiq_roles, :worker
set :keep_releases, 5

after "deploy:published", "ringcadence:smoke"
