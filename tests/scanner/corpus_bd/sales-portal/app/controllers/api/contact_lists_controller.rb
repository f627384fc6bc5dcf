module Api
  class ContactListsController < BaseController
    # GET /api/contact-lists
    def index
      lists = DialhubLists.new(current_user).all.map { |l| l.merge("source" => "dialhub") }
      lists += SendgridLists.new.all.map { |l| l.merge("source" => "sendgrid") }
      render json: { data: lists }
    end

    # POST /api/contact-lists/:id/contacts
    def add_contacts
      DialhubLists.new(current_user).add(params[:id], params.require(:phones))
      head :no_content
    end
  end
end
