# InSpec test for recipe fernbrook_dialer::default

describe user('dialer') do
  it { should exist }
end

describe file('/etc/dialer/dialer.yml') do
  it { should exist }
  its('mode') { should cmp '0640' }
  its('content') { should match %r{base_url: https://api\.voxmint\.com/api/public/v1} }
end

describe file('/etc/dialer/dialer.env') do
  its('mode') { should cmp '0600' }
end

describe service('dialer-sync') do
  it { should be_enabled }
end
