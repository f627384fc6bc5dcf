using 'main.bicep'

param env = 'prod'
param location = 'westeurope'
param ringvaleApiKey = az.getSecret('3f2a9c1d-0b7e-4e55-8a61-2c9d4e7f1a08', 'rg-tess-secrets', 'kv-tess-bootstrap', 'ringvale-shared-key')
param sendGridApiKey = az.getSecret('3f2a9c1d-0b7e-4e55-8a61-2c9d4e7f1a08', 'rg-tess-secrets', 'kv-tess-bootstrap', 'sendgrid-api-key')
