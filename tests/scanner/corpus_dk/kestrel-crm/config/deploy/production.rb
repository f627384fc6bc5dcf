set :rails_env, "production"
set :branch, "main"

server "app-1.prod.kestrelhome.internal", user: "deploy", roles: %w[app web db]
server "app-2.prod.kestrelhome.internal", user: "deploy", roles: %w[app web]
server "worker-1.prod.kestrelhome.internal", user: "deploy", roles: %w[worker]

set :ssh_options, { forward_agent: true, auth_methods: %w[publickey] }
