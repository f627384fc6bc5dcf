describe('call lists', () => {
  beforeEach(() => {
    cy.login('agent@harbourlettings.co.uk')
  })

  it('shows call lists from the backend', () => {
    cy.intercept('GET', '/api/call-lists', { fixture: 'call-lists.json' }).as('lists')
    cy.visit('/viewings/123')
    cy.wait('@lists')
    cy.contains('Viewings follow-up - Clifton')
  })

  it('adds an applicant straight to the Ringlane list', () => {
    cy.intercept('POST', 'https://api.ringlane.io/api/public/v1/contact-lists/*/contacts', {
      statusCode: 201,
      body: { added: 1 },
    }).as('append')
    cy.visit('/viewings/123')
    cy.get('[data-cy=list-lst_8f2]').click()
    cy.wait('@append').its('request.headers').should('have.property', 'x-user-email')
  })

  it('explains when the Ringlane API is switched off', () => {
    cy.intercept('GET', '**/contact-lists', {
      statusCode: 503,
      body: { error: 'API disabled on the server' },
    })
    cy.visit('/dialer')
    cy.contains('switched off for this workspace')
  })

  it('returns 503 maintenance banner from our own api', () => {
    cy.intercept('GET', '/api/call-lists', { statusCode: 503, body: { message: 'down' } })
    cy.visit('/viewings/123')
    cy.get('[role=alert]').should('contain', 'temporarily unavailable')
  })
})
