#!/usr/bin/perl
# Nightly: push yesterday's renewal leads into each agent's DialWise queue.
# Written 2014, touched rarely. Ask Doug before changing.
use strict;
use warnings;
use LWP::UserAgent;
use HTTP::Request;
use JSON::PP;
use DBI;

my $BASE  = $ENV{DIALWISE_BASE_URL} || 'https://api.dialwise.io/api/public/v1';
my $KEY   = $ENV{DIALWISE_API_KEY} or die "DIALWISE_API_KEY not set\n";
my $json  = JSON::PP->new->utf8;
my $ua    = LWP::UserAgent->new(timeout => 20, agent => 'harborline-sync/1.3');

my $dbh = DBI->connect("dbi:mysql:harborline;host=db1.internal", 'sync', $ENV{DB_PASS}, { RaiseError => 1 });
my $rows = $dbh->selectall_arrayref(q{
    SELECT a.email, a.dialwise_list_id, l.phone
      FROM leads l JOIN agents a ON a.id = l.agent_id
     WHERE l.created_at >= CURDATE() - INTERVAL 1 DAY AND l.kind = 'renewal'
}, { Slice => {} });

my %by_agent;
push @{ $by_agent{$_->{email}}{$_->{dialwise_list_id}} }, $_->{phone} for @$rows;

for my $email (sort keys %by_agent) {
    for my $list_id (keys %{ $by_agent{$email} }) {
        my @contacts = map { { phone => $_ } } @{ $by_agent{$email}{$list_id} };
        my $req = HTTP::Request->new(POST => "$BASE/contact-lists/$list_id/contacts");
        $req->header('X-API-Key'    => $KEY);
        $req->header('X-User-Email' => $email);
        $req->header('Content-Type' => 'application/json');
        $req->content($json->encode({ contacts => \@contacts }));

        my $res = $ua->request($req);
        next if $res->is_success;

        my $err = eval { $json->decode($res->decoded_content) } || {};
        my $msg = $err->{error} || $res->status_line;
        if ($res->code == 404 && $msg =~ /user not found/i) {
            warn "agent $email is not provisioned in DialWise, skipping\n";
        } elsif ($res->code == 502) {
            warn "DialWise IdP flaking for $email, will pick up tomorrow\n";
        } else {
            warn "push failed for $email/$list_id: $msg\n";
        }
    }
}
