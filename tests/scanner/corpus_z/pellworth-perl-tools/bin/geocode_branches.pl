#!/usr/bin/perl
# Refreshes lat/long of branch offices via the Geolocity API.
use strict;
use warnings;
use LWP::UserAgent;
use JSON qw(decode_json);
use URI::Escape;

my $ua = LWP::UserAgent->new(timeout => 10);
$ua->default_header('x-api-key' => $ENV{GEOLOCITY_KEY});

while (my $line = <STDIN>) {
    chomp $line;
    my ($id, $addr) = split /\t/, $line, 2;
    my $res = $ua->get('https://api.geolocity.com/v1/geocode?q=' . uri_escape($addr));
    if ($res->code == 404) {
        warn "no match for branch $id\n";
        next;
    }
    if ($res->code == 502 || $res->code == 503) {
        warn "geolocity down, try later\n";
        exit 75;
    }
    my $g = decode_json($res->decoded_content);
    die "geolocity: $g->{error}\n" if $g->{error};
    printf "%s\t%.6f\t%.6f\n", $id, $g->{lat}, $g->{lng};
}
