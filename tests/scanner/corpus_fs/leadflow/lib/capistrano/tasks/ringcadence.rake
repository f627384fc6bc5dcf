namespace :ringcadence do
  desc "After deploy: make sure the RingCadence key and acting user still work"
  task :smoke do
    on roles(:app), in: :sequence do
      key = fetch(:ringcadence_smoke_key, nil)
      next warn("no :ringcadence_smoke_key set, skipping") unless key

      execute :curl, "--fail", "--silent", "--max-time", "10",
              "-H", "'x-api-key: #{key}'",
              "-H", "'x-user-email: #{fetch(:ringcadence_acting_user)}'",
              "'#{fetch(:ringcadence_base_url)}/contact-lists?per_page=1'",
              "-o", "/dev/null"
    end
  end
end
