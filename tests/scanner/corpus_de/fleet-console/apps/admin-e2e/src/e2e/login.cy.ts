describe('Login', () => {
  it('sends identity headers to our API after login', () => {
    cy.intercept('GET', '/api/dispatchers/me').as('me');
    cy.visit('/login');
    cy.get('[data-cy=email]').type('ana@northbeam.io');
    cy.get('[data-cy=password]').type('correct horse battery staple{enter}');
    cy.wait('@me').its('request.headers').should('have.property', 'x-user-email', 'ana@northbeam.io');
  });

  it('shows the maintenance banner on 503', () => {
    cy.intercept('GET', '/api/dispatchers/me', { statusCode: 503, body: { error: 'maintenance' } });
    cy.visit('/login');
    cy.contains('Fleet API is in maintenance mode');
  });
});
