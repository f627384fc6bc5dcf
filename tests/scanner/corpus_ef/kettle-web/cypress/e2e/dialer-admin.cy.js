const rl = Cypress.env("ringlarkBase");

describe("Dialer admin (talks to RingLark directly)", () => {
  beforeEach(() => cy.loginAs("ops@kettlebridge.io"));

  it("lists RingLark contact lists with the shared key", () => {
    cy.intercept("GET", `${rl}/contact-lists`, { fixture: "contact-lists.json" }).as("rlLists");
    cy.visit("/admin/dialer");
    cy.contains("Load RingLark lists").click();
    cy.wait("@rlLists").its("request.headers").should((h) => {
      expect(h).to.have.property("x-api-key");
      expect(h["x-user-email"]).to.eq("ops@kettlebridge.io");
    });
  });

  it("explains a missing seat", () => {
    cy.intercept("GET", `${rl}/contact-lists`, { statusCode: 404, body: { error: "user not found" } });
    cy.visit("/admin/dialer");
    cy.contains("Load RingLark lists").click();
    cy.contains("has no RingLark seat");
  });

  it("deletes a list", () => {
    cy.intercept("GET", `${rl}/contact-lists`, { fixture: "contact-lists.json" });
    cy.intercept("DELETE", `${rl}/contact-lists/cl_02`, { statusCode: 204 }).as("del");
    cy.visit("/admin/dialer");
    cy.contains("Load RingLark lists").click();
    cy.on("window:confirm", () => true);
    cy.contains("li", "Round Rock").find("button").click();
    cy.wait("@del");
  });
});
