#!/usr/bin/perl -wT
use strict;
use lib '/opt/halcyon/perl-tools/lib';
use CGI qw(:standard);
use CGI::Carp qw(fatalsToBrowser);
use Ringwell::Client;

my $q = CGI->new;
print $q->header('text/html');

my $list_id = $q->param('list_id') || '';
my $fh      = $q->upload('csv');
unless ($list_id =~ /^\d+$/ && $fh) {
    print "<p>Pick a list and a CSV.</p>";
    exit;
}

my @phones;
while (my $line = <$fh>) {
    chomp $line;
    my ($phone) = split /,/, $line;
    next unless $phone && $phone =~ /^\+?\d{10,15}$/;
    push @phones, $phone;
}

my $rw = Ringwell::Client->new(user_id => $ENV{REMOTE_USER_OKTA_ID});
my $ok = eval { $rw->add_contacts($list_id, @phones); 1 };
if ($ok) {
    print "<p>Uploaded " . scalar(@phones) . " numbers to list $list_id.</p>";
} elsif (ref $@ && $@->is_unknown_user) {
    print "<p>Your Okta account is not linked to a Ringwell user.</p>";
} else {
    print "<p>Upload failed: " . (ref $@ ? $@->as_string : $@) . "</p>";
}
