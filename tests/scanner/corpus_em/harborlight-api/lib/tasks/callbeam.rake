# frozen_string_literal: true

namespace :callbeam do
  desc "List Callbeam contact lists visible to the ops user"
  task lists: :environment do
    Callbeam.client.contact_lists.all.fetch("data", []).each do |l|
      puts [l["id"], l["name"], l["contact_count"]].join("\t")
    end
  end

  desc "Delete orphaned contact lists (reps that left)"
  task prune: :environment do
    conn = Callbeam.client.connection
    known = User.where.not(callbeam_list_id: nil).pluck(:callbeam_list_id)
    conn.get("contact-lists").body.fetch("data", []).each do |l|
      next if known.include?(l["id"])

      puts "deleting #{l['id']} (#{l['name']})"
      conn.delete("contact-lists/#{l['id']}")
    end
  end
end
