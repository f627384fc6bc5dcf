name 'fernbrook_dialer'
maintainer 'Fernbrook Platform Team'
maintainer_email 'platform@fernbrook.example'
license 'All Rights Reserved'
description 'Installs and configures dialer-sync and the dialer workers'
version '2.4.1'
chef_version '>= 17.0'

depends 'poise-ruby-build', '~> 1.2'
depends 'nginx', '~> 12.0'

supports 'ubuntu', '>= 20.04'
