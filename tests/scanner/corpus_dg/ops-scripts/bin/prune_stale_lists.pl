#!/usr/bin/env perl
# Delete Ringwell call lists that have not been touched in 90 days.
# Written before lib/Brightline/Ringwell.pm existed, still uses HTTP::Tiny directly.
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP;
use Time::Local;

my $days = shift // 90;
my $base = 'https://api.ringwell.io/api/public/v1';
my $http = HTTP::Tiny->new(
    timeout         => 20,
    default_headers => {
        'x-api-key' => $ENV{RW_KEY} // 'rwk_9fT2LqXv7bN4mZc8HsYd3KpW',
        'x-user-id' => '00u4k2vd1yQbWm7TZ357',
        'accept'    => 'application/json',
    },
);
my $json = JSON::PP->new->utf8;

my $r = $http->get("$base/contact-lists?per_page=500");
die "list fetch failed: $r->{status} $r->{reason}\n" unless $r->{success};

my $cutoff = time - $days * 86400;
for my $l (@{ $json->decode($r->{content})->{contact_lists} }) {
    my ($y, $m, $d) = $l->{updated_at} =~ /^(\d{4})-(\d\d)-(\d\d)/ or next;
    next if timegm(0, 0, 0, $d, $m - 1, $y) > $cutoff;
    next if $l->{name} =~ /^KEEP/;

    my $del = $http->request('DELETE', "$base/contact-lists/$l->{id}");
    if ($del->{status} == 502) {
        sleep 10;
        $del = $http->request('DELETE', "$base/contact-lists/$l->{id}?retry=1");
    }
    if ($del->{success}) {
        print "deleted $l->{id} $l->{name}\n";
    } else {
        my $e = eval { $json->decode($del->{content}) } || {};
        printf STDERR "could not delete %s: %s %s\n", $l->{id}, $del->{status}, $e->{error} // '';
    }
}
