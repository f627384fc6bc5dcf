#!/usr/bin/perl
# Nightly: pull the DNC registry delta and remove those numbers from the
# active Dialstream call lists (append-only lists live in the dialer).
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";
use Halberd::Config;
use Halberd::Dialstream;
use LWP::UserAgent;
use Net::SMTP;

my $cfg = Halberd::Config->load;
my $ds  = Halberd::Dialstream->new(%{ $cfg->{dialstream} });

# DNC registry (government), not the dialer
my $dnc_ua = LWP::UserAgent->new(timeout => 120);
$dnc_ua->default_header('x-api-key' => $cfg->{dnc_registry}{api_key});
my $res = $dnc_ua->get($cfg->{dnc_registry}{url} . '?since=yesterday');
if ($res->code == 503) {
    warn "DNC registry in maintenance, skipping tonight\n";
    exit 0;
}
die "DNC download failed: " . $res->status_line . "\n" unless $res->is_success;
my %dnc = map { $_ => 1 } grep { /^\+?\d{10,15}$/ } split /\r?\n/, $res->decoded_content;

my $removed = 0;
for my $list (@{ $ds->lists->{items} || [] }) {
    for my $phone (@{ $list->{phones} || [] }) {
        next unless $dnc{$phone};
        system("$FindBin::Bin/prune_contact.pl", $list->{id}, $phone) == 0 and $removed++;
    }
}

my $smtp = Net::SMTP->new($cfg->{smtp}{relay}, Port => $cfg->{smtp}{port}) or die "smtp: $!\n";
$smtp->mail($cfg->{smtp}{from});
$smtp->to('compliance@halberdloans.com');
$smtp->data("Subject: DNC sync\n\nRemoved $removed numbers from dialer lists.\n");
$smtp->quit;
