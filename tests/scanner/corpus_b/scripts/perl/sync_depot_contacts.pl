#!/usr/bin/env perl
# sync_depot_contacts.pl -- nightly cron on ops-util-01
#
# Reads depot managers from the WMS and makes sure each depot has a
# DialSuite call list (id kept in the WMS) containing its managers' numbers.
# Usage: sync_depot_contacts.pl [--dry-run] [--depot AMS1]

use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP qw(encode_json decode_json);
use Getopt::Long;

use constant CALLING_BASE => $ENV{CALLING_BASE} // 'https://api.dialsuite.com/api/public/v1';
use constant WMS_BASE     => 'https://wms.haulwise.internal/api/v1';

my $SHARED_KEY = 'Xk29fLw0qR7pZt4nB8vM1cY6hJ3sD5gEv7Qa';
my $OPS_USER   = $ENV{DIALSUITE_OPS_USER} || 'auth0|61a4c2f0e9b1d2006f3c7a11';

my ($dry_run, $only_depot);
GetOptions('dry-run' => \$dry_run, 'depot=s' => \$only_depot) or die "bad options\n";

my $http = HTTP::Tiny->new(timeout => 15, agent => 'haulwise-depot-sync/2.3');

my %calling_headers = (
    'Content-Type' => 'application/json',
    'x-api-key'    => $SHARED_KEY,
    'x-user-id'    => $OPS_USER,
);

# The WMS has its own gateway key; unrelated to DialSuite.
my %wms_headers = (
    'X-Api-Key' => $ENV{WMS_API_KEY} // die("WMS_API_KEY not set\n"),
    'Accept'    => 'application/json',
);

sub wms_get {
    my ($path) = @_;
    my $res = $http->get(WMS_BASE . $path, { headers => \%wms_headers });
    die "WMS $path: $res->{status} $res->{reason}\n" unless $res->{success};
    return decode_json($res->{content});
}

sub calling {
    my ($method, $path, $payload) = @_;
    my $res = $http->request($method, CALLING_BASE . $path, {
        headers => \%calling_headers,
        ($payload ? (content => encode_json($payload)) : ()),
    });
    return decode_json($res->{content} || '{}') if $res->{success};

    my $err = eval { decode_json($res->{content}) } || {};
    die "DialSuite $method $path failed ($res->{status}): $err->{error}\n";
}

for my $depot (@{ wms_get('/depots?active=true') }) {
    next if $only_depot && $depot->{code} ne $only_depot;
    my $list_id = $depot->{dialsuite_list_id} or do {
        warn "depot $depot->{code} has no DialSuite list yet, skipping\n";
        next;
    };
    my @phones = map { $_->{phone} } grep { $_->{role} eq 'manager' } @{ $depot->{staff} };

    printf "%-6s list %d: +%d manager number(s)%s\n",
        $depot->{code}, $list_id, scalar(@phones), $dry_run ? ' (dry run)' : '';
    next if $dry_run || !@phones;

    calling('POST', "/contact-lists/$list_id/contacts", { phoneNumbers => \@phones });
}
