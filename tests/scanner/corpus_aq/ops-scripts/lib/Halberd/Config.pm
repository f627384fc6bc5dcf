package Halberd::Config;
use strict;
use warnings;
use Config::Tiny;

my $DEFAULT = $ENV{HALBERD_OPS_INI} || '/etc/halberd/ops.ini';

sub load {
    my ($class, $path) = @_;
    my $cfg = Config::Tiny->read($path || $DEFAULT)
        or die "cannot read config: " . Config::Tiny->errstr . "\n";
    return $cfg;
}

1;
