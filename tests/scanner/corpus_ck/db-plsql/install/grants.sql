-- Network ACLs for outbound HTTP from FMS_OWNER (run as SYS)
BEGIN
  DBMS_NETWORK_ACL_ADMIN.create_acl(
    acl         => 'fms_outbound.xml',
    description => 'FMS outbound HTTPS',
    principal   => 'FMS_OWNER',
    is_grant    => TRUE,
    privilege   => 'connect');
  DBMS_NETWORK_ACL_ADMIN.assign_acl(acl => 'fms_outbound.xml', host => 'api.dialbridge.com', lower_port => 443, upper_port => 443);
  DBMS_NETWORK_ACL_ADMIN.assign_acl(acl => 'fms_outbound.xml', host => 'fx.treasury.korvath-logistics.com', lower_port => 443, upper_port => 443);
  COMMIT;
END;
/
