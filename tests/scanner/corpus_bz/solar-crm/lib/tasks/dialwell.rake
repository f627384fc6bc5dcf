namespace :dialwell do
  desc "List Dialwell contact lists visible to an agent"
  task :lists, [:email] => :environment do |_, args|
    Dialwell::Client.new(acting_email: args[:email]).contact_lists.fetch("data", []).each do |l|
      puts [l["id"], l["name"], l["size"]].join("\t")
    end
  end

  desc "Purge a contact list by id (DANGER)"
  task :purge, [:email, :list_id] => :environment do |_, args|
    conn = Faraday.new(url: ENV.fetch("DIALWELL_API_URL"))
    resp = conn.delete("contact-lists/#{args[:list_id]}") do |req|
      req.headers["X-Api-Key"] = ENV.fetch("DIALWELL_API_KEY")
      req.headers["X-User-Email"] = args[:email]
    end
    abort JSON.parse(resp.body)["error"] unless resp.success?
    puts "deleted #{args[:list_id]}"
  end
end
