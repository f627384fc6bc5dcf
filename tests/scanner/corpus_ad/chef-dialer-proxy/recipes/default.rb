#
# Cookbook:: dialer_proxy
# Recipe:: default
#
include_recipe 'nginx::default'

creds = data_bag_item('secrets', node['dialer_proxy']['vault_item'])

template '/etc/nginx/conf.d/dialstream-egress.conf' do
  source 'dialstream-egress.conf.erb'
  owner 'root'
  group 'nginx'
  mode '0640'
  variables(
    listen_port: node['dialer_proxy']['listen_port'],
    upstream_host: node['dialer_proxy']['upstream_host'],
    upstream_base: node['dialer_proxy']['upstream_base'],
    api_key: creds['api_key'],
    acting_user: node['dialer_proxy']['acting_user']
  )
  notifies :reload, 'service[nginx]', :delayed
end

http_request 'dialstream-smoke-test' do
  url "http://127.0.0.1:#{node['dialer_proxy']['listen_port']}/contact-lists?limit=1"
  action :nothing
  subscribes :get, 'template[/etc/nginx/conf.d/dialstream-egress.conf]', :delayed
end
