declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cypress {
    interface Chainable {
      login(email: string): void;
    }
  }
}

Cypress.Commands.add('login', (email: string) => {
  cy.request({
    method: 'POST',
    url: '/api/auth/test-login',
    headers: { 'X-User-Email': email },
  }).then(({ body }) => {
    window.localStorage.setItem('bw.session', JSON.stringify(body));
  });
});

export {};
