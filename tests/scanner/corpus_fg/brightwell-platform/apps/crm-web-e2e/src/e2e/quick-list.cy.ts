describe('Quick list widget', () => {
  const dialpath = Cypress.env('DIALPATH_URL');

  beforeEach(() => {
    cy.intercept('GET', `${dialpath}/contact-lists*`, { fixture: 'contact-lists.json' }).as('lists');
    cy.login('rep@brightwell-solar.com');
    cy.visit('/dialer');
  });

  it('shows the rep contact lists', () => {
    cy.wait('@lists').its('request.headers').should('have.property', 'x-user-email');
    cy.get('[data-cy=quick-list-row]').should('have.length', 2);
  });

  it('shows the not-provisioned banner on 404', () => {
    cy.intercept('GET', '**/api/public/v1/contact-lists*', {
      statusCode: 404,
      body: { error: 'user not found', details: [] },
    });
    cy.reload();
    cy.contains('Your DialPath seat is not set up yet.');
  });

  it('shows the API-disabled banner when DialPath returns 503', () => {
    cy.intercept('GET', 'https://sandbox.api.dialpath.io/api/public/v1/contact-lists?page=1&per_page=25', {
      statusCode: 503,
      body: { error: 'API disabled on the server' },
    });
    cy.reload();
    cy.contains('switched off for our account');
  });

  it('shows a maintenance toast when our API returns 503', () => {
    cy.intercept('GET', '/api/leads*', { statusCode: 503 });
    cy.reload();
    cy.contains('under maintenance');
  });
});
