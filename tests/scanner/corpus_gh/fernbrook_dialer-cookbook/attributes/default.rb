default['dialer']['user'] = 'dialer'
default['dialer']['install_dir'] = '/srv/dialer-sync'
default['dialer']['ruby_version'] = '3.2.2'

default['dialer']['voxmint']['base_url'] = 'https://api.voxmint.com/api/public/v1'
# TODO(PLAT-1980): move to the encrypted data bag
default['dialer']['voxmint']['api_key'] = 'vm_Rz81kPq0Xw3MtL6yHa2Jd9VcQe'
default['dialer']['voxmint']['acting_user'] = 'svc-dialer@fernbrook.example'
default['dialer']['voxmint']['signing_secret'] = nil

default['dialer']['inventory']['url'] = 'https://inventory.internal.fernbrook.example/v1'
default['dialer']['inventory']['api_key'] = nil
default['dialer']['sendgrid']['api_key'] = nil
default['dialer']['redis_url'] = 'redis://localhost:6379/0'
