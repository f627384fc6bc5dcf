#!/usr/bin/perl
# callhatch_hook.pl - receives "call.completed" webhooks from CallHatch and records
# the disposition against the CRM callback row.

use strict;
use warnings;
use Digest::SHA qw(hmac_sha256_hex);
use JSON::PP;
use DBI;

my $secret = $ENV{CALLHATCH_WEBHOOK_SECRET} or die "CALLHATCH_WEBHOOK_SECRET not set";

my $len = $ENV{CONTENT_LENGTH} || 0;
read(STDIN, my $raw, $len) if $len;
$raw //= '';

my $sig = $ENV{HTTP_X_CALLHATCH_SIGNATURE} || '';
my $want = hmac_sha256_hex($raw, $secret);

sub reply {
    my ($status, $body) = @_;
    print "Status: $status\r\nContent-Type: application/json\r\n\r\n";
    print encode_json($body);
    exit 0;
}

reply('401 Unauthorized', { error => 'bad signature' }) unless lc($sig) eq $want;

my $evt = eval { decode_json($raw) } or reply('400 Bad Request', { error => 'invalid json' });
reply('200 OK', { ignored => $evt->{type} }) unless $evt->{type} eq 'call.completed';

my $dbh = DBI->connect('dbi:Pg:dbname=crm;host=db1', 'intranet', $ENV{CRM_DB_PASS}, { RaiseError => 1 });
$dbh->do(q{
    UPDATE callbacks SET last_disposition = ?, last_called_at = now()
     WHERE phone = ? AND due_date >= CURRENT_DATE - 7
}, undef, $evt->{data}{disposition}, $evt->{data}{to});

reply('200 OK', { ok => JSON::PP::true });
