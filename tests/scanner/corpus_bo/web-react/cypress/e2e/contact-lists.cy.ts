describe('Contact lists page', () => {
  beforeEach(() => {
    cy.intercept('GET', '/api/session', { fixture: 'session.json' });
  });

  it('renders lists from the dialer', () => {
    cy.intercept('GET', '**/api/public/v1/contact-lists', { fixture: 'contact-lists.json' }).as('lists');
    cy.visit('/dialer/lists');
    cy.wait('@lists');
    cy.findAllByRole('row').should('have.length', 3);
  });

  it('shows a banner when the API returns 503', () => {
    cy.intercept('GET', '**/contact-lists', { statusCode: 503 }).as('down');
    cy.visit('/dialer/lists');
    cy.wait('@down');
    cy.findByRole('alert').should('contain', 'disabled');
  });

  it('redirects to login on 401 from our backend', () => {
    cy.intercept('GET', '/api/session', { statusCode: 401 });
    cy.visit('/dialer/lists');
    cy.location('pathname').should('eq', '/login');
  });
});
