export * from './campaign-sync.workflow';
export * from './opt-out.workflow';
