#!/usr/bin/perl
# stripe_hook.pl - deposit payments for trade accounts.

use strict;
use warnings;
use Digest::SHA qw(hmac_sha256_hex);
use JSON::PP;

my $secret = $ENV{STRIPE_WEBHOOK_SECRET} or die "no STRIPE_WEBHOOK_SECRET";
read(STDIN, my $raw, $ENV{CONTENT_LENGTH} || 0);

my $header = $ENV{HTTP_STRIPE_SIGNATURE} || '';
my %parts;
for my $kv (split /,/, $header) {
    my ($k, $v) = split /=/, $kv, 2;
    push @{ $parts{$k} }, $v;
}
my $t = $parts{t}[0] // 0;
my $expected = hmac_sha256_hex("$t.$raw", $secret);

unless (grep { $_ eq $expected } @{ $parts{v1} || [] }) {
    print "Status: 400 Bad Request\r\nContent-Type: application/json\r\n\r\n";
    print encode_json({ error => 'signature mismatch' });
    exit;
}

my $evt = decode_json($raw);
if ($evt->{type} eq 'payment_intent.succeeded') {
    open my $fh, '>>', '/var/spool/intranet/deposits.log' or die $!;
    print $fh join("\t", time, $evt->{data}{object}{id}, $evt->{data}{object}{amount}), "\n";
    close $fh;
}
print "Status: 200 OK\r\nContent-Type: text/plain\r\n\r\nok";
