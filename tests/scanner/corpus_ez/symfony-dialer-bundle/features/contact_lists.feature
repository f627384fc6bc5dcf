Feature: Sync showroom leads into Ringlane calling lists
  In order for sales reps to call back web leads quickly
  As the dealer portal
  I need to push new leads into the showroom's calling list

  Background:
    Given the Ringlane API is stubbed at "https://ringlane.test/api/public/v1"
    And the acting user is "rep@kestrelmotors.co.uk"

  Scenario: A new lead is appended to the list
    Given Ringlane will answer "POST /contact-lists/lst_42/contacts" with status 201
    When a lead with phone "+447700900123" is submitted for showroom "leeds"
    Then Ringlane should have received the phone "+447700900123"

  Scenario: The API is disabled for the workspace
    Given Ringlane will answer "GET /contact-lists" with status 503 and body '{"error":"API disabled on the server"}'
    When the nightly sync runs
    Then an email "Ringlane list sync failed" should be sent to "ops@harbourline.co.uk"

  Scenario: Returns 404 for unknown showroom
    When I send a GET request to "/api/portal/showrooms/nowhere"
    Then the response status code should be 404
