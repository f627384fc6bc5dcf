describe("Login", () => {
  it("redirects to /login when the API says 401", () => {
    cy.intercept("GET", "/api/me", { statusCode: 401, body: { error: "unauthorized" } });
    cy.visit("/");
    cy.location("pathname").should("eq", "/login");
  });

  it("shows the user's email after SSO", () => {
    cy.loginAs("jo@kettlebridge.io");
    cy.visit("/");
    cy.contains("jo@kettlebridge.io");
  });
});
