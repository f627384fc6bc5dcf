describe('Contact lists page', () => {
  beforeEach(() => {
    cy.intercept('GET', '/api/me', { body: { id: 'usr_1', email: 'cypress@leadloop.io' } }).as('me');
    cy.intercept('GET', 'https://api.ringvale.com/api/public/v1/contact-lists', {
      fixture: 'contact-lists.json',
    }).as('lists');
    cy.intercept('POST', '/api/dialer/contact-lists/*/sync', { statusCode: 202 }).as('sync');
  });

  it('renders the lists returned by the dialer', () => {
    cy.visit('/dialer/lists');
    cy.wait(['@me', '@lists']);
    cy.get('table tbody tr').should('have.length', 2);
  });

  it('shows the upstream message on a 404', () => {
    cy.intercept('GET', '**/contact-lists', {
      statusCode: 404,
      body: { error: 'user not found' },
    });
    cy.visit('/dialer/lists');
    cy.contains('user not found').should('be.visible');
  });

  it('queues a sync through the BFF', () => {
    cy.visit('/dialer/lists');
    cy.contains('button', 'Sync now').first().click();
    cy.wait('@sync').its('response.statusCode').should('eq', 202);
  });
});
