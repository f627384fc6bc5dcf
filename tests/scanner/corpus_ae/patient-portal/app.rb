require "roda"
require "json"
require_relative "lib/ringstead_gateway"

class PatientPortal < Roda
  plugin :json
  plugin :json_parser
  plugin :halt
  plugin :error_handler

  error_handler do |e|
    response.status = 500
    { error: e.message }
  end

  route do |r|
    # The internal auth gateway injects the authenticated staff member.
    staff_email = env["HTTP_X_USER_EMAIL"]
    staff_id = r.env["HTTP_X_USER_ID"]
    r.halt(401, { error: "unauthenticated" }) unless staff_email && staff_id

    r.on "api" do
      r.get "me" do
        { email: staff_email, id: staff_id }
      end

      r.on "call-lists" do
        r.post "refresh" do
          RingsteadGateway.new.refresh_list(r.params.fetch("care_team_id"), on_behalf_of: staff_email)
        end
      end
    end
  end
end
