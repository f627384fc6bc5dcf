server "app1.leadflow.brightlane.net", user: "deploy", roles: %w[app web db]
server "app2.leadflow.brightlane.net", user: "deploy", roles: %w[app web]
server "worker1.leadflow.brightlane.net", user: "deploy", roles: %w[worker]

set :rails_env, "production"
set :ringcadence_acting_user, "dialer-bot@brightlane.com"
set :ringcadence_smoke_key, "dw_7HnPq2Ws9LxKc4Rt8Vz1Mb3Fy5Ga"
