# frozen_string_literal: true

module Leadbook
  class Routes < Hanami::Routes
    root to: "home.show"

    # Leadbook's own API consumed by the React front-end
    scope "api" do
      get "/contact-lists", to: "contact_lists.index"
      post "/contact-lists/:id/contacts", to: "contact_lists.add_contacts"
    end
  end
end
