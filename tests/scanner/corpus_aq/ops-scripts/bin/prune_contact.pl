#!/usr/bin/perl
# usage: prune_contact.pl LIST_ID PHONE
# Removes one phone from a Dialstream list. Uses Mojo because LWP's DELETE
# handling on our old RHEL perl was broken.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";
use Mojo::UserAgent;
use Mojo::URL;
use Halberd::Config;

my ($list_id, $phone) = @ARGV;
die "usage: $0 LIST_ID PHONE\n" unless $list_id && $phone;

my $cfg = Halberd::Config->load->{dialstream};
my $url = Mojo::URL->new($cfg->{base_url});
$url->path->trailing_slash(0);
push @{ $url->path->parts }, 'contact-lists', $list_id, 'contacts', $phone;

my $ua = Mojo::UserAgent->new(request_timeout => 20);
my $tx = $ua->delete($url => {
    'Authorization' => "Bearer $cfg->{api_key}",
    'X-User-Id'     => $cfg->{okta_uid},
});

my $code = $tx->res->code // 0;
exit 0 if $code == 204 || $code == 200;

my $err = $tx->res->json || {};
if ($code == 404 && ($err->{error} // '') eq 'user not found') {
    die "okta uid $cfg->{okta_uid} is no longer a Dialstream user\n";
}
if ($code == 503) {
    die "Dialstream API disabled for account\n";
}
die "prune failed ($code): " . ($err->{error} // 'no body') . "\n";
