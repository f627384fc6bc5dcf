const actingRep = require('../src/middleware/actingRep');

function mockRes() {
  const res = {};
  res.status = jest.fn(() => res);
  res.json = jest.fn(() => res);
  return res;
}

test('400 when x-user-id header missing', () => {
  const req = { get: () => undefined, auth: { sub: 'u1' } };
  const res = mockRes();
  actingRep(req, res, jest.fn());
  expect(res.status).toHaveBeenCalledWith(400);
  expect(res.json).toHaveBeenCalledWith({ error: 'missing rep identity' });
});
