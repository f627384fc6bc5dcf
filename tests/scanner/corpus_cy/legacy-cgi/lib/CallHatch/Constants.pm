package CallHatch::Constants;

# Settings for the CallHatch dialer integration. Overridable from the environment
# (see /etc/httpd/conf.d/intranet.conf SetEnv lines).

use strict;
use warnings;
use Exporter 'import';

our @EXPORT_OK = qw($BASE_URL $API_VERSION $KEY_HEADER $USER_HEADER $API_KEY $TIMEOUT);

our $API_VERSION = $ENV{CALLHATCH_API_VERSION} || 'v1';
our $BASE_URL    = $ENV{CALLHATCH_BASE_URL}
                 || "https://api.callhatch.com/api/public/$API_VERSION";
our $KEY_HEADER  = 'X-Api-Key';
our $USER_HEADER = 'X-User-Email';
our $API_KEY     = $ENV{CALLHATCH_API_KEY} || 'ch_Zb71kQe4Rn9Wx2Lm6Tp0Vd3Ys8Ha';
our $TIMEOUT     = 20;

1;
