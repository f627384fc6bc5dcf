#!/usr/bin/perl
# Removes numbers on the internal Do-Not-Call register from every DialBridge list.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";
use Config::General;
use Korvath::DialBridge;

my %cfg = Config::General->new("$FindBin::Bin/../conf/batch.conf")->getall;
my $db  = Korvath::DialBridge->new(%{ $cfg{dialbridge} });

open my $fh, '<', $cfg{dnc_file} or die "cannot open $cfg{dnc_file}: $!";
chomp(my @numbers = <$fh>);
close $fh;

for my $list (@{ $db->get_lists->{data} }) {
    for my $phone (@numbers) {
        eval { $db->remove_phone($list->{id}, $phone) };
        next unless $@;
        next if $@ =~ / 404 /;   # number was not on this list
        die $@;
    }
}
