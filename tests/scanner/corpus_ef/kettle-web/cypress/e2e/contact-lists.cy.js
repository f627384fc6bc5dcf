describe("Campaign contact lists", () => {
  beforeEach(() => cy.loginAs("maya@kettlebridge.io"));

  it("renders lists from our backend", () => {
    cy.intercept("GET", "/api/campaigns/lists", { fixture: "contact-lists.json" }).as("lists");
    cy.visit("/campaigns");
    cy.wait("@lists");
    cy.get("[data-cy=contact-lists] tbody tr").should("have.length", 2);
  });

  it("shows a friendly message when the dialer is down (503)", () => {
    cy.intercept("GET", "/api/campaigns/lists", { statusCode: 503, body: { error: "Dialer temporarily unavailable" } });
    cy.visit("/campaigns");
    cy.contains("Dialer temporarily unavailable");
  });
});
