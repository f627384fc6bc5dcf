Cypress.Commands.add("loginAs", (email) => {
  cy.intercept("GET", "/api/me", { email, id: "sso|abc123", role: "admin" });
  window.localStorage.setItem("kb_session", JSON.stringify({ email, sub: "sso|abc123" }));
});
