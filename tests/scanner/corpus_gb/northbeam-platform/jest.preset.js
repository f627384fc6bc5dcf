const nxPreset = require('@nx/jest/preset').default;

module.exports = {
  ...nxPreset,
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/../../jest.env.js'],
};
