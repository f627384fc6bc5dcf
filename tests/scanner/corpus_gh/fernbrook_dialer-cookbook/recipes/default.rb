#
# Cookbook:: fernbrook_dialer
# Recipe:: default
#

user node['dialer']['user'] do
  system true
  shell '/bin/false'
end

directory '/etc/dialer' do
  owner node['dialer']['user']
  mode '0750'
end

secrets = data_bag_item('dialer', 'secrets') rescue {}

template '/etc/dialer/dialer.yml' do
  source 'dialer.yml.erb'
  owner node['dialer']['user']
  mode '0640'
  variables(
    voxmint: node['dialer']['voxmint'].to_h.merge(secrets.fetch('voxmint', {})),
    inventory: node['dialer']['inventory']
  )
  notifies :restart, 'service[dialer-sync]', :delayed
end

template '/etc/dialer/dialer.env' do
  source 'dialer.env.erb'
  owner node['dialer']['user']
  mode '0600'
  sensitive true
  notifies :restart, 'service[dialer-sync]', :delayed
end

service 'dialer-sync' do
  action [:enable, :start]
end
