default['dialer_proxy']['listen_port'] = 8089
default['dialer_proxy']['upstream_host'] = 'api.dialstream.com'
default['dialer_proxy']['upstream_base'] = '/api/public/v1'
default['dialer_proxy']['acting_user'] = 'proxy@tallowbrook.com'
default['dialer_proxy']['vault_item'] = 'dialstream'
default['dialer_proxy']['statsd_host'] = '127.0.0.1:8125'
