-- Reshape a CRM opt-in log line into the body Dialwell expects for list appends.
function to_contact(tag, timestamp, record)
    if record["phone"] == nil or record["phone"] == "" then
        return -1, 0, 0
    end
    local out = {
        contacts = {
            { phone = record["phone"], name = record["name"], source = "web-optin" }
        }
    }
    return 1, timestamp, out
end
