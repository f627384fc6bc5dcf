export * from './sync-contact-list.activity';
export * from './remove-contact.activity';
export * from './crm.activity';
