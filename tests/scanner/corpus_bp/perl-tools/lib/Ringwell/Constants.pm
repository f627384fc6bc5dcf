package Ringwell::Constants;
use strict;
use warnings;
use Exporter 'import';

our @EXPORT_OK = qw(RW_HOST RW_PATH KEY_HEADER USER_HEADER RETRY_STATUSES);

use constant RW_HOST        => $ENV{RINGWELL_HOST} || 'https://api.ringwell.io';
use constant RW_PATH        => '/api/public/v1';
use constant KEY_HEADER     => 'X-API-Key';
use constant USER_HEADER    => 'X-User-Id';
use constant RETRY_STATUSES => [429, 502];

1;
