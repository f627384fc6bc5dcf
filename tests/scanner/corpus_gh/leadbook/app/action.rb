# auto_register: false
# frozen_string_literal: true

require "hanami/action"

module Leadbook
  class Action < Hanami::Action
    before :require_user

    private

    # The API gateway authenticates the SPA and forwards identity headers to us.
    def require_user(request, response)
      email = request.get_header("HTTP_X_USER_EMAIL")
      user_id = request.get_header("HTTP_X_USER_ID")
      halt 401, { error: "unauthenticated" }.to_json if email.nil? || user_id.nil?

      response[:current_user] = Leadbook::CurrentUser.new(email: email, idp_subject: user_id)
    end
  end
end
