describe('Call lists', () => {
  beforeEach(() => {
    cy.login('ana@northbeam.io');
  });

  it('shows lists from Callhive', () => {
    cy.intercept('GET', '/callhive/contact-lists*', { fixture: 'call-lists.json' }).as('lists');
    cy.visit('/call-lists');
    cy.wait('@lists').its('request.headers').should('have.property', 'x-user-email', 'ana@northbeam.io');
    cy.get('[data-cy=call-list-row]').should('have.length', 2);
  });

  it('explains when the rep is not provisioned (404)', () => {
    cy.intercept('GET', '/callhive/contact-lists*', {
      statusCode: 404,
      body: { error: 'user not found' },
    });
    cy.visit('/call-lists');
    cy.contains('Your Callhive seat is not set up yet').should('be.visible');
  });

  it('adds drivers to a list', () => {
    cy.intercept('POST', '/callhive/contact-lists/cl_1/contacts', { body: { added: 2 } }).as('add');
    cy.visit('/call-lists/cl_1');
    cy.get('[data-cy=add-drivers]').click();
    cy.get('[data-cy=phones]').type('+15125550142, +15125550199');
    cy.get('[data-cy=confirm]').click();
    cy.wait('@add');
    cy.contains('2 drivers added');
  });

  it('shows the disabled banner when Callhive turns the API off', () => {
    cy.intercept('DELETE', '/callhive/contact-lists/cl_2', { statusCode: 503, body: { error: 'API disabled on the server' } });
    cy.visit('/call-lists');
    cy.get('[data-cy=call-list-row]').last().find('[data-cy=delete]').click();
    cy.contains('Callhive calling is temporarily disabled');
  });

  it('sends the shared key header through the proxy', () => {
    cy.intercept('PATCH', '/callhive/contact-lists/*').as('rename');
    cy.visit('/call-lists/cl_1');
    cy.get('[data-cy=rename]').clear().type('Reefer certified (TX){enter}');
    cy.wait('@rename').its('request.headers').should('have.property', 'x-api-key');
  });
});
