-- busted spec; run with `resty -I lua spec/runner.lua`
describe("edge.ringlane", function()
  local ringlane, responses

  before_each(function()
    responses = {}
    package.loaded["resty.http"] = {
      new = function()
        return {
          set_timeout = function() end,
          request_uri = function(_, uri, opts)
            table.insert(responses, { uri = uri, opts = opts })
            return responses.next
          end,
        }
      end,
    }
    package.loaded["edge.ringlane"] = nil
    ringlane = require("edge.ringlane")
  end)

  it("flags 502 as retryable", function()
    responses.next = { status = 502, body = "" }
    local ok, err, retryable = ringlane.add_to_list("cl_1", "+351910000000", "ana@harborlight.io")
    assert.is_nil(ok)
    assert.is_true(retryable)
  end)

  it("explains a missing seat on 404 user not found", function()
    responses.next = { status = 404, body = '{"error":"user not found"}' }
    local _, err = ringlane.lists("ana@harborlight.io")
    assert.equals("you do not have a Ringlane seat", err)
  end)
end)
