#!/usr/bin/env perl
# Nightly: remove do-not-call numbers from every Dialstream contact list.
use strict;
use warnings;
use LWP::UserAgent;
use HTTP::Request;
use JSON::PP qw(decode_json);
use URI::Escape qw(uri_escape);

my $BASE = $ENV{DIALSTREAM_BASE_URL} || 'https://api.dialstream.com/api/public/v1';
my $ua = LWP::UserAgent->new(timeout => 20, agent => 'quillmark-ops/1.0');
$ua->default_header('X-Api-Key' => $ENV{DIALSTREAM_API_KEY});
$ua->default_header('X-User-Id' => $ENV{DIALSTREAM_OKTA_USER_ID});

my @dnc = map { chomp; $_ } `cat /var/lib/dnc/numbers.txt`;

my $res = $ua->get("$BASE/contact-lists");
die "list fetch failed: " . $res->status_line unless $res->is_success;

for my $list (@{ decode_json($res->decoded_content) }) {
    for my $phone (@dnc) {
        my $del = $ua->delete("$BASE/contact-lists/$list->{id}/contacts/" . uri_escape($phone));
        next if $del->is_success || $del->code == 404;
        if ($del->code == 502) { sleep 10; redo; }
        my $err = eval { decode_json($del->decoded_content)->{error} } // $del->status_line;
        warn "delete $phone from $list->{id}: $err\n";
    }
}
