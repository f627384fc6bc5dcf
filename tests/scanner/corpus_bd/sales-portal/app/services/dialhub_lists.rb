class DialhubLists
  class Error < StandardError; end
  class UserNotFound < Error; end

  def initialize(user)
    @user = user
  end

  def all
    get("contact-lists").fetch("data")
  end

  def add(list_id, phones)
    request(:post, "contact-lists/#{list_id}/contacts", phones: phones)
  end

  def remove(list_id, phone)
    request(:delete, "contact-lists/#{list_id}/contacts/#{ERB::Util.url_encode(phone)}")
  end

  private

  def get(path)
    request(:get, path)
  end

  def request(method, path, body = nil)
    resp = DIALHUB.public_send(method, path) do |req|
      req.headers["x-user-email"] = @user.email
      req.body = body.to_json if body
    end
    return resp.body if resp.success?

    message = resp.body.is_a?(Hash) ? resp.body["error"] : resp.body.to_s
    raise UserNotFound, message if resp.status == 404 && message == "user not found"
    raise Error, "dialhub #{resp.status}: #{message}"
  end
end
